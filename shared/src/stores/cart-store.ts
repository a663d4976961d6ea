import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import { isId, isRecord, readJson, sameId, STORAGE_KEYS, writeJson } from './storage';

export interface CartItem {
  id: number | string;
  name: string;
  /** Unit price in EUR major units (e.g. 25.5); converted for display only. */
  price: number;
  currency: string;
  image?: string;
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /** Adds `quantity` of the item; an item already in the cart has its quantity increased. */
  add(item: Omit<CartItem, 'quantity'>, quantity?: number): void;
  /** Sets the quantity; 0 or below removes the item. */
  setQuantity(id: CartItem['id'], quantity: number): void;
  /** Takes a new unit price (the server's, after a change), keeping the line's place and quantity. */
  setPrice(id: CartItem['id'], price: number): void;
  remove(id: CartItem['id']): void;
  clear(): void;
}

function isCartItem(value: unknown): value is CartItem {
  return (
    isRecord(value) &&
    isId(value.id) &&
    typeof value.name === 'string' &&
    typeof value.price === 'number' &&
    Number.isFinite(value.price) &&
    typeof value.currency === 'string' &&
    typeof value.quantity === 'number' &&
    Number.isInteger(value.quantity) &&
    value.quantity > 0
  );
}

function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value);
}

/** Items kept from an earlier visit; malformed entries (hand-edited or from an old version) are dropped. */
function storedItems(): CartItem[] {
  return readJson(STORAGE_KEYS.cart, isCartItemList, []).filter(isCartItem);
}

export const selectCartCount = (state: Pick<CartState, 'items'>): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

/** Total in EUR major units, rounded to the cent so float sums like 0.1 + 0.2 stay exact. */
export const selectCartTotal = (state: Pick<CartState, 'items'>): number =>
  Math.round(state.items.reduce((sum, item) => sum + item.price * item.quantity * 100, 0)) / 100;

export const useCartStore = create<CartState>()((set, get) => {
  const commit = (items: CartItem[]): void => {
    set({ items });
    writeJson(STORAGE_KEYS.cart, items);
    bus.emit('cart:changed', { count: selectCartCount({ items }) });
  };

  return {
    items: storedItems(),

    add(item, quantity = 1) {
      const amount = Math.floor(quantity);
      if (!Number.isFinite(amount) || amount <= 0) return;
      const items = get().items;
      const existing = items.find((line) => sameId(line.id, item.id));
      commit(
        existing
          ? items.map((line) => (line === existing ? { ...line, quantity: line.quantity + amount } : line))
          : [...items, { ...item, quantity: amount }],
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

    setPrice(id, price) {
      if (!Number.isFinite(price) || price < 0) return;
      const items = get().items;
      if (!items.some((line) => sameId(line.id, id))) return;
      commit(items.map((line) => (sameId(line.id, id) ? { ...line, price } : line)));
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
