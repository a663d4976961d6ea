import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import { fromMinorUnits, toMinorUnits } from '../format/money';
import { isId, isRecord, readJson, sameId, STORAGE_KEYS, writeJson } from './storage';

export interface CartItem {
  id: number | string;
  name: string;
  /** Unit price in minor units of `currency` (cents): what the cart counts with. */
  priceMinor: number;
  /**
   * The same unit price in major units (e.g. 25.5), kept for remotes built before `priceMinor`; always
   * derived from `priceMinor`.
   */
  price: number;
  currency: string;
  image?: string;
  quantity: number;
}

/** What a new line gives: its unit price in minor units, or (remotes built earlier) in major units. */
export type NewCartItem = Omit<CartItem, 'quantity' | 'price' | 'priceMinor'> &
  ({ priceMinor: number; price?: number } | { price: number; priceMinor?: undefined });

export interface CartState {
  items: CartItem[];
  /** Adds `quantity` of the item; an item already in the cart has its quantity increased. */
  add(item: NewCartItem, quantity?: number): void;
  /** Sets the quantity; 0 or below removes the item. */
  setQuantity(id: CartItem['id'], quantity: number): void;
  /** Takes a new unit price in minor units (the server's, after a change), keeping the line's place and quantity. */
  setPriceMinor(id: CartItem['id'], priceMinor: number): void;
  /** The same in major units, for remotes built before `setPriceMinor`. */
  setPrice(id: CartItem['id'], price: number): void;
  remove(id: CartItem['id']): void;
  clear(): void;
}

const isPriceMinor = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A line with both prices from its minor units, or from its major units when it has only those. */
function priced<T extends { priceMinor?: number; price?: number; currency: string }>(
  line: T,
): T & Pick<CartItem, 'price' | 'priceMinor'> {
  const priceMinor = isPriceMinor(line.priceMinor) ? line.priceMinor : toMinorUnits(line.price ?? NaN, line.currency);
  return { ...line, priceMinor, price: fromMinorUnits(priceMinor, line.currency) };
}

function isStoredItem(value: unknown): value is Omit<CartItem, 'priceMinor'> & { priceMinor?: number } {
  return (
    isRecord(value) &&
    isId(value.id) &&
    typeof value.name === 'string' &&
    (isPriceMinor(value.priceMinor) ||
      (typeof value.price === 'number' && Number.isFinite(value.price) && value.price >= 0)) &&
    typeof value.currency === 'string' &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity > 0
  );
}

function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value);
}

/**
 * Items kept from an earlier visit, in minor units (a version that kept major units only is converted);
 * malformed entries (hand-edited) are dropped.
 */
function storedItems(): CartItem[] {
  return readJson(STORAGE_KEYS.cart, isCartItemList, []).filter(isStoredItem).map(priced);
}

export const selectCartCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

/** Total in minor units: a sum of integers, exact whatever the prices. */
export const selectCartTotalMinor = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((sum, item) => sum + item.priceMinor * item.quantity, 0);

/** Total in EUR major units (the cart's lines are in euros), from the exact sum in minor units. */
export const selectCartTotal = (state: Pick<CartState, 'items'>): number =>
  fromMinorUnits(selectCartTotalMinor(state), 'EUR');

// Starts as a first visit, the device's cart applied right after (why: see the currency store).
export const useCartStore = create<CartState>()((set, get) => {
  const commit = (items: CartItem[]): void => {
    set({ items });
    writeJson(STORAGE_KEYS.cart, items);
    bus.emit('cart:changed', { count: selectCartCount({ items }) });
  };

  return {
    items: [],

    add(item, quantity = 1) {
      const amount = Math.floor(quantity);
      if (!Number.isFinite(amount) || amount <= 0) return;
      const items = get().items;
      const existing = items.find((line) => sameId(line.id, item.id));
      if (!existing && !isPriceMinor(priced(item).priceMinor)) return;
      commit(
        existing
          ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + amount } : line))
          : [...items, { ...priced(item), quantity: amount }],
      );
    },

    setQuantity(id, quantity) {
      if (Number.isNaN(quantity)) return;
      const items = get().items;
      if (!items.some((line) => sameId(line.id, id))) return;
      const amount = Math.floor(quantity);
      commit(
        amount <= 0
          ? items.filter((line) => !sameId(line.id, id))
          : items.map((line) => (sameId(line.id, id) ? { ...line, quantity: amount } : line)),
      );
    },

    setPriceMinor(id, priceMinor) {
      if (!isPriceMinor(priceMinor)) return;
      const items = get().items;
      if (!items.some((line) => sameId(line.id, id))) return;
      commit(items.map((line) => (sameId(line.id, id) ? priced({ ...line, priceMinor }) : line)));
    },

    setPrice(id, price) {
      const line = get().items.find((item) => sameId(item.id, id));
      if (line && Number.isFinite(price) && price >= 0) get().setPriceMinor(id, toMinorUnits(price, line.currency));
    },

    remove(id) {
      const items = get().items;
      if (!items.some((line) => sameId(line.id, id))) return;
      commit(items.filter((line) => !sameId(line.id, id)));
    },

    clear() {
      commit([]);
    },
  };
});

useCartStore.setState({ items: storedItems() });
