import { bus } from '../bus/event-bus';
import { CURRENCIES, useCurrencyStore } from './currency-store';

type CurrencyModule = typeof import('./currency-store');

async function freshModule(): Promise<CurrencyModule> {
  let mod: CurrencyModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./currency-store');
  });
  return mod as CurrencyModule;
}

beforeEach(() => {
  localStorage.clear();
  useCurrencyStore.setState({ currency: 'EUR' });
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
