import { bus } from '../bus/event-bus';
import { selectCartCount, selectCartTotal, useCartStore } from './cart-store';

type CartModule = typeof import('./cart-store');

async function freshModule(): Promise<CartModule> {
  let mod: CartModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./cart-store');
  });
  return mod as CartModule;
}

const tee = { id: 1, name: 'T-shirt Kora', price: 25.5, currency: 'EUR' };
const vinyl = { id: 2, name: 'Vinyle', price: 0.1, currency: 'EUR' };

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

describe('cart store', () => {
  it('adds a new item with quantity 1 by default', () => {
    useCartStore.getState().add(tee);
    expect(useCartStore.getState().items).toEqual([{ ...tee, quantity: 1 }]);
  });

  it('adding an existing item increases its quantity instead of adding a line', () => {
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add({ ...tee, id: '1' }, 3);
    expect(useCartStore.getState().items).toEqual([{ ...tee, quantity: 5 }]);
  });

  it('ignores a zero or negative quantity on add', () => {
    useCartStore.getState().add(tee, 0);
    useCartStore.getState().add(tee, -2);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('setQuantity changes the quantity, and 0 or below removes the item', () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().add(vinyl);
    useCartStore.getState().setQuantity(1, 4);
    expect(useCartStore.getState().items[0].quantity).toBe(4);
    useCartStore.getState().setQuantity(1, 0);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([2]);
    useCartStore.getState().setQuantity(2, -1);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('setPrice takes a new unit price and keeps the line in its place with its quantity', () => {
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add(vinyl);
    useCartStore.getState().setPrice(1, 27);
    useCartStore.getState().setPrice(1, Number.NaN);
    expect(useCartStore.getState().items).toEqual([
      { ...tee, price: 27, quantity: 2 },
      { ...vinyl, quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[0].price).toBe(27);
  });

  it('remove and clear empty the cart', () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().add(vinyl);
    useCartStore.getState().remove(2);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([1]);
    useCartStore.getState().clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('counts quantities and totals in EUR to the cent', () => {
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add(vinyl, 3);
    const state = useCartStore.getState();
    expect(selectCartCount(state)).toBe(5);
    expect(selectCartTotal(state)).toBe(51.3);
  });

  it('announces the new count on every change', () => {
    const handler = jest.fn();
    const off = bus.on('cart:changed', handler);
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add(vinyl);
    useCartStore.getState().clear();
    off();
    expect(handler.mock.calls.map(([payload]) => payload)).toEqual([{ count: 2 }, { count: 3 }, { count: 0 }]);
  });

  it('keeps the cart under the cart key across visits', async () => {
    useCartStore.getState().add(tee, 2);
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([{ ...tee, quantity: 2 }]);
    expect((await freshModule()).useCartStore.getState().items).toEqual([{ ...tee, quantity: 2 }]);
  });

  it('starts empty with a corrupt stored cart and drops malformed lines', async () => {
    localStorage.setItem('cart', '{not json');
    expect((await freshModule()).useCartStore.getState().items).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ ...tee, quantity: 1 }, { id: 9, name: 'x' }, null]));
    expect((await freshModule()).useCartStore.getState().items).toEqual([{ ...tee, quantity: 1 }]);
  });
});
