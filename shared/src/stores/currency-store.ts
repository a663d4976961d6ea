import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import { readString, STORAGE_KEYS, writeString } from './storage';
import type { Currency } from '../bus/events';
import { CURRENCIES } from '../contracts/common';

export type { Currency } from '../bus/events';
export { CURRENCIES } from '../contracts/common';

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export interface CurrencyState {
  currency: Currency;
  setCurrency(currency: Currency): void;
}

function storedCurrency(): Currency {
  const stored = readString(STORAGE_KEYS.currency);
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

export const useCurrencyStore = create<CurrencyState>()((set, get) => ({
  currency: storedCurrency(),

  setCurrency(currency) {
    if (!isCurrency(currency)) return;
    writeString(STORAGE_KEYS.currency, currency);
    if (get().currency === currency) return;
    set({ currency });
    bus.emit('currency:changed', { currency });
  },
}));
