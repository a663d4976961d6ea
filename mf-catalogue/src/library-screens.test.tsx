import { screen } from '@testing-library/react';
import { ApiError } from '@kora/shared';
import { answerApi, loadTexts, renderScreen, resetKernel, signInAs, startApiServer } from '@kora/shared/testing';
import { translations } from './locales';
import { pages } from './pages';

// Only the app's texts are registered beforehand: the library's come with the screens that show them.
startApiServer();
beforeAll(() => loadTexts('catalogue', translations));
beforeEach(() => {
  resetKernel();
  signInAs('lea.martin');
  const nothing = new ApiError(404, { message: 'Introuvable' });
  answerApi({ '/*': nothing, 'POST /*': nothing });
});

it('draws the library screen with its texts already there', async () => {
  const Library = pages.library;
  renderScreen(<Library />, { path: '/library' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bibliothèque' })).toBeInTheDocument();
  // Checked as soon as the screen is drawn, not once some later render has caught up.
  expect(screen.getByRole('heading', { level: 2, name: 'Mes playlists' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Nouvelle playlist/ })).toBeInTheDocument();
});
