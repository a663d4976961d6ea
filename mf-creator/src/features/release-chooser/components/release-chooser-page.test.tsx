import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLocation, loadTexts, renderScreen, resetKernel } from '@kora/shared/testing';
import { translations } from '../../../locales';
import { ReleaseChooserPage } from './release-chooser-page';

beforeAll(() => loadTexts('creator', translations));
beforeEach(resetKernel);

it('offers the four kinds of release as links named by their visible text, reachable with the keyboard', async () => {
  renderScreen(<ReleaseChooserPage />, { path: '/artist/release' });
  expect(screen.getByRole('heading', { level: 1, name: 'Nouvelle sortie' })).toBeInTheDocument();
  expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/artist/release/single',
    '/artist/release/album',
    '/artist/release/video',
    '/podcast-creator/episode',
    '/artist/releases',
  ]);
  expect(screen.getByRole('link', { name: 'Single' })).toHaveAttribute('href', '/artist/release/single');
  expect(screen.getByRole('link', { name: 'Album / EP' })).toHaveAttribute('href', '/artist/release/album');
  expect(screen.getByRole('link', { name: 'Clip vidéo' })).toHaveAttribute('href', '/artist/release/video');
  expect(screen.getByRole('link', { name: 'Épisode de podcast' })).toHaveAttribute('href', '/podcast-creator/episode');
  expect(screen.getByRole('link', { name: 'Album / EP' })).toHaveAccessibleDescription(
    'Plusieurs pistes dans l’ordre de votre choix.',
  );
  for (const name of ['Single', 'Album / EP', 'Clip vidéo', 'Épisode de podcast']) {
    expect(screen.getByRole('link', { name })).toHaveTextContent(new RegExp(`^${name}$`));
  }

  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Album / EP' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expectLocation('/artist/release/album');
});
