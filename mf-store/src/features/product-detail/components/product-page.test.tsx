import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ApiError, useCartStore, useCurrencyStore, useToastStore } from '@kora/shared';
import {
  aProduct,
  answerApi,
  type Answer,
  expectLocation,
  inTurn,
  loadTexts,
  renderScreen,
  resetKernel,
  someProducts,
  startApiServer,
  withPictures,
} from '@kora/shared/testing';
import { translations } from '../../../locales';
import { ProductPage } from './product-page';

// swiper itself does no layout in jsdom: these stand-ins record the settings the carousel hands it.
jest.mock('swiper/react', () => ({
  Swiper: ({ children, modules: _modules, ...settings }: { children: ReactNode; modules: unknown[] }) => (
    <div data-testid="swiper" data-settings={JSON.stringify(settings)}>
      {children}
    </div>
  ),
  SwiperSlide: ({ children }: { children: ReactNode }) => <div role="group">{children}</div>,
}));

startApiServer();
beforeAll(() => loadTexts('store', translations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
});

const cap = withPictures(
  aProduct(7, {
    name: 'Casquette',
    title: 'Casquette',
    price: 1.99,
    stock: 3,
    category: 'Accessoires',
    description: '<p>Brodée <strong>main</strong><img src=x onerror="alert(1)"></p>',
  }),
  3,
);
const renderPage = (product: Answer = cap, others: Answer = []) => {
  const calls = answerApi({ '/products/7': product, '/products': others });
  renderScreen(<ProductPage />, { path: '/product/:id', at: '/product/7' });
  return calls;
};
const heading = () => screen.findByRole('heading', { level: 1, name: 'Produit : Casquette' });
const quantityField = () => screen.getByRole('textbox', { name: 'Quantité' });
const addButton = () => screen.getByRole('button', { name: 'Ajouter au panier' });
const toasts = () => useToastStore.getState().toasts.map(({ message, kind }) => ({ message, kind }));
const cartQuantity = (id: number) => useCartStore.getState().items.find((item) => item.id === id)?.quantity ?? 0;

it('shows the product: pictures in a carousel, name, price, category, stock and the safe description', async () => {
  renderPage();
  expect(await heading()).toBeInTheDocument();
  expect(document.title).toBe('Casquette · Kora');
  const gallery = screen.getByRole('region', { name: 'Photos de Casquette' });
  expect(
    within(gallery)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['Casquette, photo 1 sur 3', 'Casquette, photo 2 sur 3', 'Casquette, photo 3 sur 3']);
  expect(screen.getByText('1,99\u00a0€', { normalizer: (text) => text })).toBeInTheDocument();
  expect(screen.getByText('Accessoires')).toBeInTheDocument();
  expect(screen.getByText('Plus que 3 en stock')).toBeInTheDocument();
  expect(screen.getByText('main').tagName).toBe('STRONG');
  expect(document.querySelector('[onerror]')).toBeNull();
});

it('shows a placeholder when the product has no picture', async () => {
  renderPage(withPictures(cap, 0));
  await heading();
  expect(screen.getByRole('img', { name: "Pas d'image pour ce produit" })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Photos de Casquette' })).not.toBeInTheDocument();
});

it('shows a single picture without a carousel', async () => {
  renderPage(withPictures(cap, 1));
  await heading();
  expect(screen.getByRole('img', { name: 'Casquette' })).toHaveAttribute(
    'src',
    'http://api.test/uploads/images/product-7-1.png',
  );
  expect(screen.queryByRole('region', { name: 'Photos de Casquette' })).not.toBeInTheDocument();
});

it('prices the product in FCFA without decimals when the visitor chose XOF', async () => {
  renderPage();
  await heading();
  act(() => useCurrencyStore.getState().setCurrency('XOF'));
  expect(screen.getByText('1\u202f305\u00a0FCFA', { normalizer: (text) => text })).toBeInTheDocument();
});

it.each([
  [12, '12 en stock'],
  [5, 'Plus que 5 en stock'],
  [1, 'Plus que 1 en stock'],
])('with %i in stock says %s', async (stock, text) => {
  renderPage({ ...cap, stock });
  await heading();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(addButton()).toBeEnabled();
});

it('out of stock: says so and nothing can be added', async () => {
  renderPage({ ...cap, stock: 0 });
  await heading();
  expect(screen.getByText('Rupture de stock')).toBeInTheDocument();
  expect(addButton()).toBeDisabled();
  expect(screen.queryByRole('textbox', { name: 'Quantité' })).not.toBeInTheDocument();
});

it('steps the quantity from 1 to the stock, and puts back anything typed that is not a whole number', async () => {
  renderPage();
  await heading();
  const less = screen.getByRole('button', { name: 'Diminuer la quantité' });
  const more = screen.getByRole('button', { name: 'Augmenter la quantité' });
  expect(quantityField()).toHaveValue('1');
  expect(less).toBeDisabled();
  await userEvent.click(more);
  expect(quantityField()).toHaveValue('2');

  for (const typed of ['abc', '0', '-1', '1.5', '2x']) {
    await userEvent.clear(quantityField());
    await userEvent.paste(typed);
    expect(quantityField()).toHaveValue('2');
    expect(screen.getByText('Saisissez un nombre entier, 1 au minimum.')).toBeInTheDocument();
  }

  await userEvent.clear(quantityField());
  await userEvent.tab();
  expect(quantityField()).toHaveValue('2');

  await userEvent.clear(quantityField());
  await userEvent.type(quantityField(), '9');
  expect(quantityField()).toHaveValue('3');
  expect(screen.getByText("Il n'en reste que 3 en stock.")).toBeInTheDocument();
  expect(more).toBeDisabled();
  await userEvent.click(less);
  expect(quantityField()).toHaveValue('2');
  expect(screen.queryByText("Il n'en reste que 3 en stock.")).not.toBeInTheDocument();
});

it('adds the chosen quantity with a success toast; adding again increases the line', async () => {
  renderPage({ ...cap, stock: 10 });
  await heading();
  await userEvent.click(screen.getByRole('button', { name: 'Augmenter la quantité' }));
  await userEvent.click(addButton());
  expect(useCartStore.getState().items).toEqual([
    { id: 7, name: 'Casquette', priceMinor: 199, price: 1.99, currency: 'EUR', image: cap.image, quantity: 2 },
  ]);
  expect(toasts()).toEqual([{ message: '2 × Casquette ajoutés au panier.', kind: 'success' }]);
  expect(quantityField()).toHaveValue('1');
  await userEvent.click(addButton());
  expect(cartQuantity(7)).toBe(3);
});

it('never adds past the stock once the cart is counted, and says why', async () => {
  act(() => useCartStore.getState().add({ id: 7, name: 'Casquette', price: 1.99, currency: 'EUR' }, 2));
  renderPage();
  await heading();
  expect(
    screen.getByText('Vous pouvez en ajouter 1 de plus : vous en avez déjà 2 dans votre panier.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
  await userEvent.clear(quantityField());
  await userEvent.type(quantityField(), '5');
  expect(quantityField()).toHaveValue('1');
  await userEvent.click(addButton());
  expect(cartQuantity(7)).toBe(3);
  expect(addButton()).toBeDisabled();
  expect(screen.getByText('Les 3 exemplaires en stock sont déjà dans votre panier.')).toBeInTheDocument();
});

it('recommends up to eight other products in the store carousel, whose Add really adds', async () => {
  // The current product comes back among the first nine.
  const calls = renderPage(
    cap,
    someProducts(9, 1).map((product) => (product.id === cap.id ? cap : product)),
  );
  await heading();
  const region = await screen.findByRole('region', { name: 'Recommandés' });
  const titles = within(region)
    .getAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);
  expect(titles).toEqual([1, 2, 3, 4, 5, 6, 8, 9].map((id) => `T-shirt ${id}`));
  expect(calls.find((call) => call.path === '/products')?.query).toEqual({ limit: '9' });
  const swipers = within(region).getByTestId('swiper');
  expect(JSON.parse(swipers.dataset.settings ?? '{}')).toMatchObject({
    breakpoints: { 0: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 992: { slidesPerView: 4 } },
    speed: 600,
  });
  await userEvent.click(within(region).getByRole('button', { name: 'Ajouter au panier (T-shirt 2)' }));
  expect(useCartStore.getState().items.map(({ id, quantity }) => ({ id, quantity }))).toEqual([{ id: 2, quantity: 1 }]);
  expect(toasts()).toEqual([{ message: 'T-shirt 2 ajouté au panier.', kind: 'success' }]);
});

it('says Product not found. with a link back to the store', async () => {
  renderPage(new ApiError(404, { message: 'Produit introuvable' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
  expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Produit' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Retour à la boutique' }));
  await expectLocation('/store');
});

it('quotes the error and Retry loads the product again', async () => {
  renderPage(inTurn(new ApiError(503, { message: 'Service indisponible' }), cap));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Erreur lors du chargement du produit : Service indisponible',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await heading()).toBeInTheDocument();
});

it('shares the page on Facebook, X and WhatsApp, and copies its link (an inline status says so)', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderPage();
  await heading();
  const page = encodeURIComponent('http://localhost/product/7');
  expect(screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${page}`,
  );
  expect(screen.getByRole('link', { name: 'Partager sur X (nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://x.com/intent/tweet?url=${page}&text=Casquette`,
  );
  expect(screen.getByRole('link', { name: 'Partager sur WhatsApp (nouvel onglet)' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent('Casquette http://localhost/product/7')}`,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
  expect(writeText).toHaveBeenCalledWith('http://localhost/product/7');
  expect(await within(screen.getByRole('region', { name: 'Partager' })).findByRole('status')).toHaveTextContent(
    'Lien copié !',
  );
});
