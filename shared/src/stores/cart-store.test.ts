import { bus } from '../bus/event-bus';
import { selectCartCount, selectCartTotal, selectCartTotalMinor, useCartStore } from './cart-store';

type CartModule = typeof import('./cart-store');

async function freshModule(): Promise<CartModule> {
  let mod: CartModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./cart-store');
  });
  return mod as CartModule;
}

const tee = { id: 1, name: 'T-shirt Kora', priceMinor: 2550, currency: 'EUR' };
const vinyl = { id: 2, name: 'Vinyle', priceMinor: 10, currency: 'EUR' };
/** A line as the cart holds it: the unit price in minor units, and in major units for older remotes. */
const held = <T extends { priceMinor: number }>(item: T, quantity: number) => ({
  ...item,
  price: item.priceMinor / 100,
  quantity,
});

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

describe('cart store', () => {
  it('adds a new item with quantity 1 by default', () => {
    useCartStore.getState().add(tee);
    expect(useCartStore.getState().items).toEqual([held(tee, 1)]);
  });

  it('adding an existing item increases its quantity instead of adding a line', () => {
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add({ ...tee, id: '1' }, 3);
    expect(useCartStore.getState().items).toEqual([held(tee, 5)]);
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
    useCartStore.getState().setPriceMinor(1, 2700);
    useCartStore.getState().setPriceMinor(1, 26.5);
    useCartStore.getState().setPrice(1, Number.NaN);
    expect(useCartStore.getState().items).toEqual([held({ ...tee, priceMinor: 2700 }, 2), held(vinyl, 1)]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')[0].priceMinor).toBe(2700);
    // A remote built before minor units sets a price in major units: the cart keeps it in minor units.
    useCartStore.getState().setPrice(2, 0.3);
    expect(useCartStore.getState().items[1]).toEqual(held({ ...vinyl, priceMinor: 30 }, 1));
  });

  it('remove and clear empty the cart', () => {
    useCartStore.getState().add(tee);
    useCartStore.getState().add(vinyl);
    useCartStore.getState().remove(2);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([1]);
    useCartStore.getState().clear();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('counts quantities and totals exactly, in minor units and in EUR', () => {
    useCartStore.getState().add(tee, 2);
    useCartStore.getState().add(vinyl, 3);
    // A line added by a remote built before minor units, with a price in major units.
    useCartStore.getState().add({ id: 3, name: 'Affiche', price: 0.2, currency: 'EUR' }, 1);
    const state = useCartStore.getState();
    expect(selectCartCount(state)).toBe(6);
    expect(selectCartTotalMinor(state)).toBe(5150);
    expect(selectCartTotal(state)).toBe(51.5);
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
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([held(tee, 2)]);
    expect((await freshModule()).useCartStore.getState().items).toEqual([held(tee, 2)]);
  });

  it('starts empty with a corrupt stored cart and drops malformed lines', async () => {
    localStorage.setItem('cart', '{not json');
    expect((await freshModule()).useCartStore.getState().items).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([held(tee, 1), { id: 9, name: 'x' }, null]));
    expect((await freshModule()).useCartStore.getState().items).toEqual([held(tee, 1)]);
  });

  it('takes a cart kept by a version that knew only major units, in minor units', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 1, name: 'T-shirt Kora', price: 19.99, currency: 'EUR', quantity: 3 }]),
    );
    const { useCartStore: kept, selectCartTotalMinor: total } = await freshModule();
    expect(kept.getState().items).toEqual([held({ ...tee, priceMinor: 1999 }, 3)]);
    expect(total(kept.getState())).toBe(5997);
  });
});
