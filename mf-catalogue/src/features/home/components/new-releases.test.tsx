import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { usePlayerStore } from '@kora/shared';
import { getRelease, listReleases } from '@kora/shared/contracts/endpoints';
import { album, answer, answerApi, inTurn, renderInPage, single, summary } from '@kora/shared/testing';
import { getCall } from '../../../test/api';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { NewReleases } from './new-releases';

const release = summary(4, { title: 'Minuit Quarante' });

catalogueSuite();

const renderSection = () =>
  renderInPage(
    <MemoryRouter>
      <NewReleases />
    </MemoryRouter>,
  );

it('lists the newest releases with their artist link by slug, counts and type badge', async () => {
  const calls = answerApi([answer(listReleases, [release])]);
  renderSection();
  expect(await screen.findByRole('link', { name: 'Minuit Quarante' })).toHaveAttribute('href', '/release/4');
  expect(calls).toContainEqual(getCall('/releases', { limit: '8' }));
  expect(screen.getByRole('link', { name: 'Les Ondes Nocturnes' })).toHaveAttribute(
    'href',
    '/artist/les-ondes-nocturnes',
  );
  expect(screen.getByText('12,4 k écoutes')).toBeInTheDocument();
  expect(screen.getByText("640 j'aime")).toBeInTheDocument();
  expect(screen.getByText('Single')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/releases');
});

it('keeps the 8 most recent, newest first, whatever order the API answers in', async () => {
  const releases = Array.from({ length: 10 }, (_, i) =>
    summary(i + 1, { releaseDate: `2026-0${(i % 9) + 1}-01T00:00:00.000Z` }),
  );
  answerApi([answer(listReleases, releases)]);
  renderSection();
  const titles = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
  expect(titles).toHaveLength(8);
  expect(titles[0]).toBe('Sortie 9');
});

it('plays a single, and an album with all its tracks as the playlist', async () => {
  answerApi([
    answer(listReleases, [release, summary(2, { title: 'Racines', type: 'album' })]),
    answer(getRelease, single, { id: 4 }),
    answer(getRelease, album, { id: 2 }),
  ]);
  // The player records a listen each time a track starts.
  answerApi({ 'POST /track/:id/listen': {} });
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Écouter Minuit Quarante' }));
  expect(usePlayerStore.getState().track).toMatchObject({ id: 'track:41', audioUrl: single.tracks[0].audioUrl });
  await userEvent.click(screen.getByRole('button', { name: 'Écouter Racines' }));
  const state = usePlayerStore.getState();
  expect(state.playlist.map((item) => item.title)).toEqual(['Ouverture', 'Racines', 'Le fleuve']);
  expect(state.track?.title).toBe('Ouverture');
  expect(state.playing).toBe(true);
});

it('says when there is nothing yet', async () => {
  answerApi([answer(listReleases, [])]);
  renderSection();
  expect(await screen.findByText('No releases available')).toBeInTheDocument();
  expect(screen.getByText('Come back later to discover new releases!')).toBeInTheDocument();
});

it('shows the error with a Retry that loads again', async () => {
  const calls = answerApi([answer(listReleases, inTurn(new Error('down'), [release]))]);
  renderSection();
  expect(await screen.findByText('Error loading releases')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Minuit Quarante' })).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});
