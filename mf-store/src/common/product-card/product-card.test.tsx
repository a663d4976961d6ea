import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore, useCurrencyStore, useToastStore } from '@kora/shared';
import { aProduct, loadTexts, renderScreen, resetKernel, withPictures } from '@kora/shared/testing';
import { translations } from '../../locales';
import { ProductCard } from './product-card';

beforeAll(() => loadTexts('store', translations));
beforeEach(() => {
  resetKernel();
  useToastStore.setState({ toasts: [] });
});

const toasts = () => useToastStore.getState().toasts.map(({ message, kind }) => ({ message, kind }));
const add = () => userEvent.click(screen.getByRole('button', { name: /^Ajouter au panier/ }));

it('shows the picture, the New badge, the title linking to the product and the price in the chosen currency', () => {
  renderScreen(<ProductCard product={aProduct(3, { price: 1.99, isNew: true })} />);
  expect(document.querySelector('img')).toHaveAttribute('src', 'http://api.test/uploads/images/product-3.png');
  expect(screen.getByText('New')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'T-shirt 3' })).toContainElement(
    screen.getByRole('link', { name: 'T-shirt 3' }),
  );
  expect(screen.getByRole('link', { name: 'T-shirt 3' })).toHaveAttribute('href', '/product/3');
  expect(screen.getByText('1,99\u00a0€', { normalizer: (text) => text })).toBeInTheDocument();
  act(() => useCurrencyStore.getState().setCurrency('XOF'));
  expect(screen.getByText('1\u202f305\u00a0FCFA', { normalizer: (text) => text })).toBeInTheDocument();
});

it('draws a placeholder for a product without a picture', () => {
  renderScreen(<ProductCard product={withPictures(aProduct(3), 0)} />);
  expect(document.querySelector('img')).toBeNull();
  expect(document.querySelector('.kora-product-image--none')).toBeInTheDocument();
});

it('adds one to the cart with a success toast; a second click makes it two', async () => {
  renderScreen(<ProductCard product={aProduct(3, { price: 25 })} />);
  await add();
  expect(useCartStore.getState().items).toEqual([
    {
      id: 3,
      name: 'T-shirt 3',
      priceMinor: 2500,
      price: 25,
      currency: 'EUR',
      image: 'http://api.test/uploads/images/product-3.png',
      quantity: 1,
    },
  ]);
  expect(toasts()).toEqual([{ message: 'T-shirt 3 ajouté au panier.', kind: 'success' }]);
  await add();
  expect(useCartStore.getState().items[0].quantity).toBe(2);
});

it('marks a product out of stock and cannot add it', () => {
  renderScreen(<ProductCard product={aProduct(3, { stock: 0 })} />);
  expect(screen.getByText('Rupture de stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Ajouter au panier/ })).toBeDisabled();
});

it('never puts more in the cart than the stock holds, and says why', async () => {
  renderScreen(<ProductCard product={aProduct(3, { stock: 2 })} />);
  await add();
  await add();
  await add();
  expect(useCartStore.getState().items[0].quantity).toBe(2);
  expect(toasts().at(-1)).toEqual({
    message: 'Les 2 exemplaires en stock sont déjà dans votre panier.',
    kind: 'error',
  });
});
