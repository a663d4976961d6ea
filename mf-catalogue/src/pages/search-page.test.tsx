import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { likeTrack, listLikedTracks } from '@kora/shared/contracts/endpoints';
import { answer, answerApi, renderScreen, signInAs } from '@kora/shared/testing';
import { fakeSearch, searchHit } from '../features/search/test/fake-search';
import { catalogueSuite } from '../testing/catalogue-suite';
import { SearchPage } from './search-page';

catalogueSuite({ library: true });

const CATALOGUE = [
  searchHit('artists', 1, 'Soleil Noir'),
  searchHit('releases', 7, 'Soleil levant', { subtitle: 'Nadia Ba' }),
  searchHit('tracks', 301, 'Soleil de minuit', { subtitle: 'Nadia Ba', releaseId: 7 }),
  searchHit('tracks', 302, 'Soleil rouge', { subtitle: 'Nadia Ba', releaseId: 7 }),
  searchHit('episodes', 701, 'Le soleil se lève', { subtitle: 'Kora Talks' }),
];
const renderSearch = (at: string) => renderScreen(<SearchPage />, { path: '/search', at });
const hitOf = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement;

it('gives each track found its heart and its add to a playlist, and nothing to the other hits', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');
  await screen.findByRole('link', { name: 'Soleil de minuit' });
  for (const title of ['Soleil de minuit', 'Soleil rouge']) {
    expect(within(hitOf(title)).getByRole('button', { name: `J’aime « ${title} »` })).toBeInTheDocument();
    expect(
      within(hitOf(title)).getByRole('button', { name: `Ajouter « ${title} » à une playlist` }),
    ).toBeInTheDocument();
  }
  for (const title of ['Soleil Noir', 'Soleil levant', 'Le soleil se lève']) {
    expect(within(hitOf(title)).queryByRole('button')).not.toBeInTheDocument();
  }
});

it('shows them in the Titres tab too, and a signed-in listener likes a track found', async () => {
  signInAs('lea.martin');
  const calls = answerApi([
    answer(listLikedTracks, []),
    answer(likeTrack, { kind: 'tracks', id: 302, favourite: true, usage: { used: 1, limit: 50 } }),
  ]);
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil&type=tracks');
  await screen.findByRole('link', { name: 'Soleil rouge' });
  expect(screen.getByRole('tab', { name: /^Titres/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('link', { name: 'Soleil Noir' })).not.toBeInTheDocument();
  await userEvent.click(within(hitOf('Soleil rouge')).getByRole('button', { name: 'J’aime « Soleil rouge »' }));
  await waitFor(() =>
    expect(calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/me/likes/tracks/302' })),
  );
});
