import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import type { Currency } from '../bus/events';
import { DEFAULT_CURRENCY, FALLBACK_RATES, isCurrencyCode, type CurrencyRates } from '../contracts/currency-rates';
import type { SupportedCurrency } from '../contracts';
import { getProfile } from '../contracts/endpoints/accounts';
import { listSupportedCurrencies, saveCurrencyPreference } from '../contracts/endpoints/currency';
import { ApiError } from '../http/api-error';
import { http } from '../http/http-client';
import { kernelText } from '../i18n/i18n';
import { selectSignedIn, useSessionStore } from './session-store';
import { readString, STORAGE_KEYS, writeString } from './storage';
import { notify } from './toast-store';

export type { Currency } from '../bus/events';
export { CURRENCIES } from '../contracts/common';

export { DEFAULT_CURRENCY } from '../contracts/currency-rates';

export const isCurrency = isCurrencyCode;

export interface CurrencyState {
  currency: Currency;
  /** Units of each currency for 1 EUR: the API's once loaded, the spec's fallbacks until then. */
  rates: CurrencyRates;
  /** The visitor's choice: shown everywhere at once, kept on the device and saved on a signed-in user's account. */
  setCurrency(currency: Currency): void;
  /** A choice saved earlier (the account's): shown and kept on the device, not sent back. */
  restoreCurrency(currency: unknown): void;
  /** The API's rates (`GET /currency/supported`); the fallbacks stay when it cannot answer. */
  loadRates(): Promise<void>;
}

function storedCurrency(): Currency {
  const stored = readString(STORAGE_KEYS.currency);
  return isCurrency(stored) ? stored : DEFAULT_CURRENCY;
}

function signedIn(): boolean {
  return selectSignedIn(useSessionStore.getState());
}

async function savePreference(currency: Currency): Promise<void> {
  try {
    await http.call(saveCurrencyPreference, { body: { currency } });
  } catch (error) {
    // A refused token has already ended the session (and said so); the choice still applies here.
    if (error instanceof ApiError && error.status === 401) return;
    notify(kernelText('currency.preferenceFailed'), 'error');
  }
}

function ratesFrom(currencies: unknown): CurrencyRates | null {
  if (!Array.isArray(currencies)) return null;
  const rates: Partial<Record<Currency, number>> = {};
  for (const line of currencies as Partial<SupportedCurrency>[]) {
    if (isCurrency(line?.code) && typeof line.rate === 'number' && line.rate > 0) rates[line.code] = line.rate;
  }
  return { ...FALLBACK_RATES, ...rates };
}

/** Counts the visitor's choices, so an account's answer arriving after a new choice does not undo it. */
let choices = 0;

// The store starts as a first visit (what the site's server draws a page with, and what React takes that
// page over with: zustand gives it the initial state then), and the device's choice applies right after.
export const useCurrencyStore = create<CurrencyState>()((set, get) => {
  const apply = (currency: Currency): boolean => {
    writeString(STORAGE_KEYS.currency, currency);
    if (get().currency === currency) return false;
    set({ currency });
    bus.emit('currency:changed', { currency });
    return true;
  };

  return {
    currency: DEFAULT_CURRENCY,
    rates: FALLBACK_RATES,

    setCurrency(currency) {
      if (!isCurrency(currency)) return;
      choices += 1;
      if (apply(currency) && signedIn()) void savePreference(currency);
    },

    restoreCurrency(currency) {
      if (isCurrency(currency)) apply(currency);
    },

    async loadRates() {
      try {
        const rates = ratesFrom(await http.call(listSupportedCurrencies));
        if (rates) set({ rates });
      } catch {
        // The spec's fallback rates keep every price readable.
      }
    },
  };
});

useCurrencyStore.setState({ currency: storedCurrency() });

/** Shows the currency saved on the signed-in user's account, unless the visitor chose one meanwhile. */
export async function restoreSavedCurrency(): Promise<void> {
  if (!signedIn()) return;
  const before = choices;
  try {
    const profile = await http.call(getProfile);
    if (choices === before) useCurrencyStore.getState().restoreCurrency(profile?.currency);
  } catch {
    // Without the account's answer the device's choice stays.
  }
}

/**
 * Keeps prices in step with the API and the account: loads the rates, and restores the saved currency
 * at every sign-in (a device keeps its own choice between sign-ins, and a page load asks nothing of the
 * account — a stored session that has expired is not ended by a background call). The shell starts it
 * once; returns the function that stops it.
 */
export function syncCurrency(): () => void {
  void useCurrencyStore.getState().loadRates();
  return bus.on('auth:changed', ({ signedIn: nowSignedIn }) => {
    if (nowSignedIn) void restoreSavedCurrency();
  });
}
