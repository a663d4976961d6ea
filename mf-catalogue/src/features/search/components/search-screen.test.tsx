import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { searchHitPath, setLanguage } from '@kora/shared';
import { answerApi, expectLocation, expectNothingAsked, inTurn, later, renderScreen } from '@kora/shared/testing';
import type { SearchResponse } from '@kora/shared/contracts';
import { getCall } from '../../../test/api';
import { catalogueSuite } from '../../../testing/catalogue-suite';
import { fakeSearch, searchHit } from '../test/fake-search';
import { SearchScreen } from './search-screen';

catalogueSuite();
afterEach(() => act(() => setLanguage('fr')));

const SOLEIL_RELEASES = Array.from({ length: 25 }, (_, i) =>
  searchHit('releases', 101 + i, `Soleil levant ${i + 1}`, { subtitle: 'Aïcha Koné' }),
);
const CATALOGUE = [
  searchHit('artists', 1, 'Soleil Noir'),
  searchHit('artists', 2, 'Beyoncé'),
  ...SOLEIL_RELEASES,
  searchHit('releases', 90, 'Lemonade', { subtitle: 'Beyoncé' }),
  searchHit('tracks', 301, 'Soleil de minuit', { subtitle: 'Nadia Ba', releaseId: 7 }),
  searchHit('products', 501, 'T-shirt Soleil'),
  searchHit('episodes', 701, 'Le soleil se lève', { subtitle: 'Kora Talks' }),
];

/** Where the page is, query string included. */
function AddressProbe() {
  const { search } = useLocation();
  return <div hidden data-testid="address" data-search={search} />;
}
const address = () => new URLSearchParams(screen.getByTestId('address').dataset.search);

const renderSearch = (at: string) =>
  renderScreen(
    <>
      <SearchScreen />
      <AddressProbe />
    </>,
    { path: '/search', at },
  );

const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

it('shows each type with its count in a tab and the first hits of each group, for the query in the address', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « soleil »');
  expect(await screen.findByRole('tab', { name: 'Tout 29' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Tout 29',
    'Artistes 1',
    'Sorties 25',
    'Titres 1',
    'Événements 0',
    'Produits 1',
    'Podcasts 0',
    'Épisodes 1',
    'Articles 0',
  ]);
  expect(screen.getByRole('tab', { name: 'Événements 0' })).toBeDisabled();

  const panel = screen.getByRole('tabpanel', { name: 'Tout 29' });
  expect(
    within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual([
    'Artistes 1 résultat',
    'Sorties 25 résultats',
    'Titres 1 résultat',
    'Produits 1 résultat',
    'Épisodes 1 résultat',
  ]);
  const releases = within(panel).getByRole('region', { name: 'Sorties 25 résultats' });
  expect(within(releases).getAllByRole('article')).toHaveLength(4);
  expect(within(releases).getByRole('button', { name: 'Voir les 25 résultats' })).toBeInTheDocument();
  expect(within(panel).getByRole('region', { name: 'Artistes 1 résultat' })).not.toHaveTextContent('Voir');

  expect(calls).toEqual([getCall('/search', { q: 'soleil', limit: '4' })]);
  expect(document.title).toBe('Recherche : soleil · Kora');
  expect(announced()).toBe('29 résultats pour « soleil »');
});

it('shows placeholders while the results come', async () => {
  const answer = later<SearchResponse>();
  answerApi({ '/search': answer.answer });
  renderSearch('/search?q=soleil');
  expect((await screen.findByText('Chargement…')).closest('[role="status"]')).toBeInTheDocument();
  answer.give(fakeSearch(CATALOGUE)({ q: 'soleil', limit: '4' }, undefined) as SearchResponse);
  expect(await screen.findByRole('tab', { name: 'Tout 29' })).toBeInTheDocument();
  expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
});

it('"Voir les N résultats" opens the type\'s tab: its hits, its count, the type in the address', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');
  await userEvent.click(await screen.findByRole('button', { name: 'Voir les 25 résultats' }));

  const tab = screen.getByRole('tab', { name: 'Sorties 25' });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveFocus();
  const panel = screen.getByRole('tabpanel', { name: 'Sorties 25' });
  expect(await within(panel).findByRole('heading', { level: 2 })).toHaveTextContent('Sorties 25 résultats');
  expect(within(panel).getAllByRole('article')).toHaveLength(20);
  expect(address().get('type')).toBe('releases');
  expect(calls).toContainEqual(getCall('/search', { q: 'soleil', types: 'releases', limit: '20', offset: '0' }));
  expect(announced()).toBe('Sorties : 20 résultats affichés sur 25');
});

it('"Plus de résultats" appends the next hits, asked with the offset, and keeps the page in the address', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil&type=releases');
  expect(await screen.findAllByRole('article')).toHaveLength(20);

  await userEvent.click(screen.getByRole('button', { name: 'Plus de résultats' }));
  const next = await screen.findByRole('link', { name: 'Soleil levant 21' });
  expect(screen.getAllByRole('article')).toHaveLength(25);
  expect(next).toHaveFocus();
  expect(calls.at(-1)).toEqual(getCall('/search', { q: 'soleil', types: 'releases', limit: '20', offset: '20' }));
  expect(address().get('page')).toBe('2');
  expect(screen.queryByRole('button', { name: 'Plus de résultats' })).not.toBeInTheDocument();
  expect(announced()).toBe('Sorties : 25 résultats affichés sur 25');
});

it('a further page that fails shows the error in its place, with a Retry that asks again', async () => {
  const search = fakeSearch(CATALOGUE);
  const nextPage = inTurn(new Error('down'), search);
  answerApi({ '/search': (query, body) => (query.offset === '20' ? nextPage(query, body) : search(query, body)) });
  renderSearch('/search?q=soleil&type=releases');
  await userEvent.click(await screen.findByRole('button', { name: 'Plus de résultats' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de charger ces résultats.');
  expect(screen.getAllByRole('article')).toHaveLength(20);
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Soleil levant 25' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('comes back with as many pages as the address names, as after Back', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil&type=releases&page=2');
  expect(await screen.findByRole('link', { name: 'Soleil levant 25' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(25);
  expect(calls).toContainEqual(getCall('/search', { q: 'soleil', types: 'releases', limit: '20', offset: '20' }));
});

it('each hit links to its page, a track to its release', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');
  expect(await screen.findByRole('link', { name: 'Soleil Noir' })).toHaveAttribute('href', '/artist/1');
  expect(screen.getByRole('link', { name: 'T-shirt Soleil' })).toHaveAttribute('href', '/product/501');
  expect(screen.getByRole('link', { name: 'Le soleil se lève' })).toHaveAttribute('href', '/episode/701');
  const track = screen.getByRole('link', { name: 'Soleil de minuit' });
  expect(track).toHaveAttribute('href', searchHitPath({ type: 'tracks', id: 301, releaseId: 7 }));
  expect(within(track.closest('article')!).getByText('Titre')).toBeInTheDocument();
  expect(within(track.closest('article')!).getByText('Nadia Ba')).toBeInTheDocument();

  await userEvent.click(track);
  await expectLocation('/release/7');
});

it('marks what matched, accents included: "beyonce" finds Beyoncé', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=beyonce');
  const artist = await screen.findByRole('link', { name: 'Beyoncé' });
  expect(within(artist).getByText('Beyoncé', { selector: 'mark' })).toBeInTheDocument();
  const release = screen.getByRole('link', { name: 'Lemonade' }).closest('article')!;
  expect(within(release).getByText('Beyoncé', { selector: 'mark' })).toBeInTheDocument();
  expect(within(release).queryByText('Lemonade', { selector: 'mark' })).not.toBeInTheDocument();
});

it('when nothing is found, says so and suggests the spelling, fewer words and places to browse', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=zzzz');
  expect(await screen.findByText('Aucun résultat pour « zzzz »', { selector: 'p:not([role])' })).toBeInTheDocument();
  expect(screen.getByText("Vérifiez l'orthographe des mots.")).toBeInTheDocument();
  expect(screen.getByText('Essayez avec moins de mots, ou des mots plus généraux.')).toBeInTheDocument();
  const browse = screen.getByRole('navigation', { name: 'Ou parcourez :' });
  expect(within(browse).getByRole('link', { name: 'Sorties' })).toHaveAttribute('href', '/releases');
  expect(within(browse).getByRole('link', { name: 'Artistes' })).toHaveAttribute('href', '/artists');
  expect(within(browse).getByRole('link', { name: 'Événements' })).toHaveAttribute('href', '/events');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(announced()).toBe('Aucun résultat pour « zzzz »');
});

it('a type with nothing found, named in the address, says so and leads back to every result', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil&type=events');
  expect(await screen.findByText('Événements : aucun résultat pour « soleil ».', { selector: 'p:not([role])' }));
  expect(screen.getByRole('tab', { name: /Événements/ })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Voir tous les résultats' }));
  expect(screen.getByRole('tab', { name: 'Tout 29' })).toHaveAttribute('aria-selected', 'true');
  expect(address().get('type')).toBeNull();
});

it('shows the error with a Retry that asks again', async () => {
  answerApi({ '/search': inTurn(new Error('down'), fakeSearch(CATALOGUE)) });
  renderSearch('/search?q=soleil');
  expect(await screen.findByRole('alert')).toHaveTextContent("Impossible d'afficher les résultats de la recherche.");
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Soleil Noir' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Tout 29' })).toBeInTheDocument();
});

it('a new query typed in the field changes the address and the results', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil&type=releases&page=2');
  const field = screen.getByRole('searchbox', { name: 'Rechercher sur Kora' });
  expect(field).toHaveValue('soleil');
  await screen.findByRole('link', { name: 'Soleil levant 25' });

  await userEvent.clear(field);
  await userEvent.type(field, '  beyonce {Enter}');
  expect(await screen.findByRole('link', { name: 'Beyoncé' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Résultats pour « beyonce »');
  expect(address().toString()).toBe('q=beyonce');
  expect(screen.getByRole('tab', { name: 'Tout 2' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('link', { name: /Soleil/ })).not.toBeInTheDocument();
  expect(calls.at(-1)).toEqual(getCall('/search', { q: 'beyonce', limit: '4' }));
  expect(screen.getByRole('searchbox', { name: 'Rechercher sur Kora' })).toHaveValue('beyonce');
});

it('asks nothing for a query shorter than the minimum, and says what to type', async () => {
  const calls = answerApi({ '/search': fakeSearch(CATALOGUE) });
  const { unmount } = renderSearch('/search?q=a');
  expect(screen.getByText('Saisissez au moins 2 caractères pour lancer la recherche.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Recherche');
  await expectNothingAsked(calls);
  unmount();

  renderSearch('/search');
  expect(screen.getByText('Que cherchez-vous ?')).toBeInTheDocument();
  expect(document.title).toBe('Recherche · Kora');
  await expectNothingAsked(calls);
});

it('moves between tabs with the arrows, Home and End, passing over types with nothing found', async () => {
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');
  const all = await screen.findByRole('tab', { name: 'Tout 29' });
  await userEvent.click(all);
  const selected = () => screen.getByRole('tab', { selected: true });

  await userEvent.keyboard('{ArrowRight}');
  expect(selected()).toHaveTextContent('Artistes 1');
  expect(selected()).toHaveFocus();
  expect(address().get('type')).toBe('artists');
  await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(selected()).toHaveTextContent('Produits 1');
  await userEvent.keyboard('{End}');
  expect(selected()).toHaveTextContent('Épisodes 1');
  await userEvent.keyboard('{ArrowRight}');
  expect(selected()).toHaveTextContent('Tout 29');
  await userEvent.keyboard('{ArrowLeft}');
  expect(selected()).toHaveTextContent('Épisodes 1');
  await userEvent.keyboard('{Home}');
  expect(selected()).toHaveTextContent('Tout 29');
  expect(selected()).toHaveFocus();
  expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([selected()]);
});

it('reads in English', async () => {
  await act(() => setLanguage('en'));
  answerApi({ '/search': fakeSearch(CATALOGUE) });
  renderSearch('/search?q=soleil');
  expect(await screen.findByRole('tab', { name: 'All 29' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Releases 25' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “soleil”');
  expect(screen.getByRole('button', { name: 'See all 25 results' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Soleil de minuit' }).closest('article')).toHaveTextContent('Track');
  expect(announced()).toBe('29 results for “soleil”');
  expect(document.title).toBe('Search: soleil · Kora');
});
