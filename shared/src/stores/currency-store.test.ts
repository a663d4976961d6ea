import { waitFor } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { FALLBACK_RATES } from '../contracts/currency';
import { ApiError } from '../http/api-error';
import { answerApi, startApiServer, UNREACHABLE } from '../testing/api-server';
import { loadTexts, resetKernel, signInAs } from '../testing/kernel-state';
import { expectNothingAsked, later, networkSettled } from '../testing/network';
import { CURRENCIES, restoreSavedCurrency, syncCurrency, useCurrencyStore } from './currency-store';
import { useSessionStore } from './session-store';
import { useToastStore } from './toast-store';

type CurrencyModule = typeof import('./currency-store');

async function freshModule(): Promise<CurrencyModule> {
  let mod: CurrencyModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./currency-store');
  });
  return mod as CurrencyModule;
}

const SUPPORTED = [
  { code: 'EUR', symbol: '€', decimals: 2, rate: 1 },
  { code: 'XOF', symbol: 'FCFA', decimals: 0, rate: 655.957 },
  { code: 'USD', symbol: 'USD', decimals: 2, rate: 1.25 },
];

const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

startApiServer();
beforeAll(() => loadTexts());
beforeEach(() => {
  resetKernel();
  useCurrencyStore.setState({ currency: 'EUR', rates: FALLBACK_RATES });
  useToastStore.setState({ toasts: [] });
});

describe('currency store', () => {
  it('offers EUR, XOF and USD', () => {
    expect(CURRENCIES).toEqual(['EUR', 'XOF', 'USD']);
  });

  it('defaults to EUR with nothing stored', async () => {
    expect((await freshModule()).useCurrencyStore.getState().currency).toBe('EUR');
  });

  it('reads a stored currency at start', async () => {
    localStorage.setItem('currency', 'XOF');
    expect((await freshModule()).useCurrencyStore.getState().currency).toBe('XOF');
  });

  it('falls back to EUR for an unknown stored value', async () => {
    localStorage.setItem('currency', '<script>');
    expect((await freshModule()).useCurrencyStore.getState().currency).toBe('EUR');
  });

  it('persists the choice and announces it', () => {
    const handler = jest.fn();
    const off = bus.on('currency:changed', handler);
    useCurrencyStore.getState().setCurrency('USD');
    off();
    expect(useCurrencyStore.getState().currency).toBe('USD');
    expect(localStorage.getItem('currency')).toBe('USD');
    expect(handler).toHaveBeenCalledWith({ currency: 'USD' });
  });

  it('ignores a value that is not a supported currency', () => {
    // A caller outside TypeScript (or a bad select value) must not corrupt the store.
    useCurrencyStore.getState().setCurrency('GBP' as 'EUR');
    expect(useCurrencyStore.getState().currency).toBe('EUR');
    expect(localStorage.getItem('currency')).toBeNull();
  });
});

describe('the saved preference', () => {
  it('is saved on the account of a signed-in user', async () => {
    signInAs('aminata');
    const calls = answerApi({ 'PUT /currency/preference': { currency: 'XOF' } });
    useCurrencyStore.getState().setCurrency('XOF');
    await networkSettled();
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', body: { currency: 'XOF' } })]);
    expect(toastMessages()).toEqual([]);
  });

  it('is not sent for a visitor, nor when the choice does not change', async () => {
    const calls = answerApi({ 'PUT /currency/preference': { currency: 'XOF' } });
    useCurrencyStore.getState().setCurrency('XOF');
    await expectNothingAsked(calls);
    signInAs('aminata');
    useCurrencyStore.getState().setCurrency('XOF');
    await expectNothingAsked(calls);
  });

  it('says when it could not be saved, and keeps the choice on this device', async () => {
    signInAs('aminata');
    answerApi({ 'PUT /currency/preference': UNREACHABLE });
    useCurrencyStore.getState().setCurrency('USD');
    await waitFor(() => expect(toastMessages()).toEqual(['Erreur mise à jour préférence']));
    expect(useCurrencyStore.getState().currency).toBe('USD');
    expect(localStorage.getItem('currency')).toBe('USD');
  });

  it('is restored from the profile at sign-in, without being sent back', async () => {
    const calls = answerApi({
      '/currency/supported': SUPPORTED,
      '/profile': { username: 'aminata', currency: 'XOF' },
      'PUT /currency/preference': { currency: 'XOF' },
    });
    const stop = syncCurrency();
    await networkSettled();
    expect(calls.map((call) => call.path)).toEqual(['/currency/supported']);

    signInAs('aminata');
    await waitFor(() => expect(useCurrencyStore.getState().currency).toBe('XOF'));
    expect(localStorage.getItem('currency')).toBe('XOF');
    await networkSettled();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /currency/supported', 'GET /profile']);
    stop();
  });

  it('is not asked of the account at page load: a stored session that has expired is not ended by it', async () => {
    signInAs('aminata');
    const calls = answerApi({ '/currency/supported': SUPPORTED, '/profile': { currency: 'USD' } });
    const stop = syncCurrency();
    await networkSettled();
    expect(calls.map((call) => call.path)).toEqual(['/currency/supported']);
    expect(useCurrencyStore.getState().currency).toBe('EUR');
    stop();
  });

  it('does not undo a choice made while the profile was on its way', async () => {
    signInAs('aminata');
    const profile = later<object>();
    answerApi({ '/profile': profile.answer, 'PUT /currency/preference': { currency: 'USD' } });
    const restoring = restoreSavedCurrency();
    await networkSettled();
    useCurrencyStore.getState().setCurrency('USD');
    profile.give({ currency: 'XOF' });
    await restoring;
    expect(useCurrencyStore.getState().currency).toBe('USD');
  });

  it('keeps the device’s choice when the profile cannot be read', async () => {
    useCurrencyStore.setState({ currency: 'XOF' });
    signInAs('aminata');
    answerApi({ '/profile': new ApiError(500, { message: 'boom' }) });
    await restoreSavedCurrency();
    expect(useCurrencyStore.getState().currency).toBe('XOF');
  });

  it('stops listening to sign-ins once stopped', async () => {
    answerApi({ '/currency/supported': SUPPORTED });
    syncCurrency()();
    await networkSettled();
    const calls = answerApi({ '/profile': { currency: 'XOF' } });
    signInAs('aminata');
    await expectNothingAsked(calls);
    expect(useSessionStore.getState().username).toBe('aminata');
  });
});

describe('the rates', () => {
  it('are the API’s once loaded', async () => {
    answerApi({ '/currency/supported': SUPPORTED });
    await useCurrencyStore.getState().loadRates();
    expect(useCurrencyStore.getState().rates).toEqual({ EUR: 1, XOF: 655.957, USD: 1.25 });
  });

  it('stay the spec’s fallbacks when the API cannot answer', async () => {
    answerApi({ '/currency/supported': UNREACHABLE });
    await useCurrencyStore.getState().loadRates();
    expect(useCurrencyStore.getState().rates).toEqual({ EUR: 1, XOF: 655.957, USD: 1.08 });
  });

  it('ignore a line without a usable rate', async () => {
    answerApi({ '/currency/supported': [{ code: 'USD', rate: -3 }, { code: 'GBP', rate: 0.8 }, null] });
    await useCurrencyStore.getState().loadRates();
    expect(useCurrencyStore.getState().rates).toEqual(FALLBACK_RATES);
  });
});
