import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiError, useCurrencyStore } from '@kora/shared';
import {
  aProduct,
  answerApi,
  inTurn,
  loadTexts,
  networkSettled,
  renderScreen,
  resetKernel,
  someProducts,
  startApiServer,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { StorePage } from './store-page';

startApiServer();
beforeAll(() => loadTexts('store', translations));
beforeEach(resetKernel);

/** The address's query, as the visitor could copy it. */
function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>;
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');
const renderStore = (at = '/store') =>
  renderScreen(
    <>
      <StorePage />
      <AddressProbe />
    </>,
    { path: '/store', at },
  );
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

it('shows the breadcrumb and the products, each card priced and linked', async () => {
  answerApi({ '/products': [aProduct(1, { isNew: true }), aProduct(2, { stock: 0 })] });
  renderStore();
  expect(screen.getByRole('heading', { level: 1, name: 'Boutique' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
  expect(within(trail).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
  expect(within(trail).getByText('Boutique')).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('link', { name: 'T-shirt 1' })).toHaveAttribute('href', '/product/1');
  expect(cardTitles()).toEqual(['T-shirt 1', 'T-shirt 2']);
  expect(screen.getAllByText('New')).toHaveLength(1);
  expect(screen.getAllByText('Rupture de stock')).toHaveLength(1);
});

it('asks the API for the filters and sort read from the address, and keeps a new choice in the address', async () => {
  const calls = answerApi({ '/products': [aProduct(1)] });
  renderStore('/store?q=tee&genre=jazz&artist=legacy&sort=newest');
  await screen.findByRole('link', { name: 'T-shirt 1' });
  expect(calls[0].query).toEqual({
    search: 'tee',
    genre: 'jazz',
    artist: 'legacy',
    sort: 'newest',
    limit: '9',
    offset: '0',
  });
  expect(screen.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveValue('tee');
  expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveDisplayValue('Jazz');
  expect(screen.getByRole('combobox', { name: 'Artistes' })).toHaveValue('legacy');
  expect(screen.getByRole('radio', { name: 'Nouveautés' })).toBeChecked();

  await userEvent.click(screen.getByRole('radio', { name: 'Populaires' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Artistes' }), 'active');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Tous les genres');
  await waitFor(() =>
    expect(calls.at(-1)?.query).toEqual({ search: 'tee', artist: 'active', sort: 'popular', limit: '9', offset: '0' }),
  );
  expect(Object.fromEntries(address())).toEqual({ q: 'tee', artist: 'active', sort: 'popular' });
});

it('offers the genres of the genre table by their French names, the three artist choices and featured first by default', async () => {
  const calls = answerApi({ '/products': [aProduct(1)] });
  renderStore();
  await screen.findByRole('link', { name: 'T-shirt 1' });
  expect(calls[0].query).toEqual({ sort: 'featured', limit: '9', offset: '0' });
  const genres = within(screen.getByRole('combobox', { name: 'Genre' })).getAllByRole('option');
  expect(genres.map((option) => option.textContent)).toEqual(
    expect.arrayContaining(['Tous les genres', 'Afrobeats', 'Hip-hop / Rap', 'Pop', 'Reggae', 'R&B / Soul', 'Autre']),
  );
  expect(genres).toHaveLength(18);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Reggae');
  await waitFor(() => expect(calls.at(-1)?.query).toMatchObject({ genre: 'reggae' }));
  expect(
    within(screen.getByRole('combobox', { name: 'Artistes' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Tous les artistes', 'Artistes historiques', 'Artistes actifs']);
  expect(screen.getByRole('radio', { name: 'À la une' })).toBeChecked();
});

it('searches the title once typing pauses, and writes the search in the address', async () => {
  const calls = answerApi({
    '/products': ({ search }) => (search === 'hoodie' ? [aProduct(5, { title: 'Hoodie', name: 'Hoodie' })] : []),
  });
  renderStore();
  await screen.findByText('no products found');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), ' hoodie ');
  expect(await screen.findByRole('link', { name: 'Hoodie' })).toBeInTheDocument();
  expect(calls.map((call) => call.query.search)).toEqual([undefined, 'hoodie']);
  await waitFor(() => expect(address().get('q')).toBe('hoodie'));
});

it('loads the next page with Load more, which disappears at the end', async () => {
  const calls = answerApi({
    '/products': ({ offset }) => (offset === '0' ? someProducts(9, 1) : someProducts(3, 9)),
  });
  renderStore();
  await screen.findByRole('link', { name: 'T-shirt 1' });
  expect(cardTitles()).toHaveLength(8);
  await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
  await screen.findByRole('link', { name: 'T-shirt 11' });
  expect(cardTitles()).toHaveLength(11);
  expect(calls.map((call) => call.query.offset)).toEqual(['0', '8']);
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
});

it("quotes the server's message on an error, and Retry loads again", async () => {
  answerApi({
    '/products': inTurn(new ApiError(503, { message: 'Service indisponible' }), [aProduct(1)]),
  });
  renderStore();
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading products: Service indisponible');
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByRole('link', { name: 'T-shirt 1' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says when no product matches', async () => {
  answerApi({ '/products': [] });
  renderStore('/store?genre=blues');
  expect(await screen.findByText('no products found')).toBeInTheDocument();
  await networkSettled();
  expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
});

it('prices the cards in FCFA without decimals when the visitor chose XOF', async () => {
  useCurrencyStore.getState().setCurrency('XOF');
  answerApi({ '/products': [aProduct(1, { price: 1.99 })] });
  renderStore();
  expect(await screen.findByText('1\u202f305\u00a0FCFA', { normalizer: (text) => text })).toBeInTheDocument();
  act(() => useCurrencyStore.getState().setCurrency('EUR'));
  expect(screen.getByText('1,99\u00a0€', { normalizer: (text) => text })).toBeInTheDocument();
});
