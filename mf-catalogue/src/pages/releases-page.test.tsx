import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, networkSettled, type Query, renderScreen, summary } from '@kora/shared/testing';
import { getCall } from '../test/api';
import { catalogueSuite } from '../testing/catalogue-suite';
import { RELEASES_PAGE_SIZE } from '../features/releases/api/list-releases';
import { ReleasesPage } from './releases-page';

catalogueSuite();

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => summary(from + i));
const renderPage = (at = '/releases') => renderScreen(<ReleasesPage />, { path: '/releases', at });

it('asks the API for the first page, featured first, one more than a page to know whether more follows', async () => {
  const calls = answerApi({ '/releases': page(1, RELEASES_PAGE_SIZE + 1) });
  renderPage();
  expect(await screen.findAllByRole('article')).toHaveLength(RELEASES_PAGE_SIZE);
  expect(calls).toContainEqual(getCall('/releases', { limit: '13', offset: '0', sort: 'featured' }));
  expect(screen.getByRole('button', { name: 'Charger plus' })).toBeInTheDocument();
});

it("fetches the first row's covers at once and first, the others as they near the screen", async () => {
  answerApi({ '/releases': page(1, 4) });
  renderPage();
  const covers = (await screen.findAllByRole('article')).map((card) => card.querySelector('img'));
  expect(covers.map((cover) => cover?.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
  expect(covers.map((cover) => cover?.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
});

it('Load more fetches the next page and appends it; the button goes once nothing follows', async () => {
  const calls = answerApi({
    '/releases': (query: Query) => (query.offset === '0' ? page(1, 13) : page(13, 5)),
  });
  renderPage();
  await screen.findByRole('link', { name: 'Sortie 12' });
  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  expect(await screen.findByRole('link', { name: 'Sortie 17' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(17);
  expect(calls.at(-1)).toMatchObject({ method: 'GET', path: '/releases', query: { offset: '12', limit: '13' } });
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
});

it('searches by title or artist through the API once typing pauses', async () => {
  const calls = answerApi({
    '/releases': (query: Query) => (query.search === 'nadia' ? [summary(9, { title: 'Racines' })] : page(1, 3)),
  });
  renderPage();
  await screen.findByRole('link', { name: 'Sortie 1' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un titre ou un artiste' }), 'nadia');
  expect(await screen.findByRole('link', { name: 'Racines' })).toBeInTheDocument();
  expect(calls).toContainEqual(
    expect.objectContaining({
      method: 'GET',
      path: '/releases',
      query: expect.objectContaining({ search: 'nadia', offset: '0' }),
    }),
  );
  await networkSettled();
  expect(calls.filter((call) => (call.query.search ?? '').startsWith('n')).length).toBe(1);
});

it('filters by artist type and genre and sorts, each answered by the API', async () => {
  const calls = answerApi({ '/releases': page(1, 2) });
  renderPage();
  await screen.findByRole('link', { name: 'Sortie 1' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Artistes' }), 'legacy');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Reggae');
  await userEvent.click(screen.getByRole('radio', { name: 'Plus récents' }));
  await waitFor(() =>
    expect(calls.at(-1)).toEqual(
      getCall('/releases', { limit: '13', offset: '0', sort: 'newest', genre: 'reggae', artistType: 'legacy' }),
    ),
  );
  const genres = within(screen.getByRole('combobox', { name: 'Genre' })).getAllByRole('option');
  expect(genres.map((option) => option.textContent)).toEqual([
    'Tous les genres',
    'Afrobeats',
    'Alternatif',
    'Amapiano',
    'Blues',
    'Classique',
    'Country',
    'Électronique',
    'Highlife',
    'Hip-hop / Rap',
    'Indie',
    'Jazz',
    'Latino',
    'Pop',
    'R&B / Soul',
    'Reggae',
    'Rock',
    'Autre',
  ]);
});

it('reads its choices from the address', async () => {
  const calls = answerApi({ '/releases': [] });
  renderPage('/releases?q=lyon&genre=jazz&sort=popular&artists=active');
  expect(await screen.findByText('Aucune sortie ne correspond à votre recherche.')).toBeInTheDocument();
  expect(calls).toContainEqual(
    getCall('/releases', {
      limit: '13',
      offset: '0',
      sort: 'popular',
      search: 'lyon',
      genre: 'jazz',
      artistType: 'active',
    }),
  );
  expect(screen.getByRole('searchbox')).toHaveValue('lyon');
});

it('says when there is nothing at all, and shows the error with a Retry that loads again', async () => {
  answerApi({ '/releases': [] });
  renderPage();
  expect(await screen.findByText('No releases available')).toBeInTheDocument();
  answerApi({ '/releases': new Error('down') });
  await userEvent.click(screen.getByRole('radio', { name: 'Populaires' }));
  expect(await screen.findByText('Error loading releases')).toBeInTheDocument();
  answerApi({ '/releases': page(1, 1) });
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'Sortie 1' })).toBeInTheDocument();
});
