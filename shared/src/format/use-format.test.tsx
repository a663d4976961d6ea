import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { initI18n, setLanguage } from '../i18n/i18n';
import { useCurrencyStore } from '../stores/currency-store';
import { FALLBACK_RATES } from '../contracts/currency';
import { useFormat } from './use-format';

function Sample() {
  const format = useFormat();
  return (
    <p>
      <span data-testid="date">{format.date('2025-03-15T12:00:00Z')}</span>
      <span data-testid="price">{format.price(2)}</span>
      <span data-testid="count">{format.count(1500)}</span>
      <span data-testid="order">{format.money(1305, 'XOF')}</span>
      <span data-testid="ticket">{format.price(13119.14, 'XOF')}</span>
      <span data-testid="missing">{format.price(null)}</span>
    </p>
  );
}

// The visitor is in Paris; the page reads the zone once, at its first formatted date.
const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
beforeAll(() => {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone: 'Europe/Paris' };
  });
  return initI18n();
});
afterAll(() => jest.restoreAllMocks());
beforeEach(async () => {
  await setLanguage('fr');
  useCurrencyStore.setState({ currency: 'EUR', rates: FALLBACK_RATES });
});

it('formats in French by default, with the spec layouts', () => {
  render(<Sample />);
  expect(screen.getByTestId('date')).toHaveTextContent('15 mars 2025');
  expect(screen.getByTestId('price').textContent).toBe('2,00\u00a0€');
  expect(screen.getByTestId('count')).toHaveTextContent('1,5 k');
});

it('follows a change of language and of currency without remounting', async () => {
  render(<Sample />);
  await act(() => setLanguage('en'));
  expect(screen.getByTestId('date')).toHaveTextContent('15 March 2025');
  await act(() => setLanguage('es'));
  expect(screen.getByTestId('date')).toHaveTextContent('15 de marzo de 2025');
  act(() => useCurrencyStore.getState().setCurrency('XOF'));
  expect(screen.getByTestId('price').textContent).toBe('1\u202f312\u00a0FCFA');
});

it('re-prices at the rates the API gave, and leaves amounts already in a currency as they are', () => {
  render(<Sample />);
  act(() => useCurrencyStore.getState().setCurrency('USD'));
  expect(screen.getByTestId('price').textContent).toBe('2,16\u00a0USD');
  act(() => useCurrencyStore.setState({ rates: { ...FALLBACK_RATES, USD: 1.25 } }));
  expect(screen.getByTestId('price').textContent).toBe('2,50\u00a0USD');
  expect(screen.getByTestId('order').textContent).toBe('1\u202f305\u00a0FCFA');
});

it('re-prices a price set in another currency, and shows -- for a missing one', () => {
  render(<Sample />);
  expect(screen.getByTestId('ticket').textContent).toBe('20,00\u00a0€');
  expect(screen.getByTestId('missing').textContent).toBe('--');
  act(() => useCurrencyStore.getState().setCurrency('XOF'));
  expect(screen.getByTestId('ticket').textContent).toBe('13\u202f119\u00a0FCFA');
  expect(screen.getByTestId('price').textContent).toBe('1\u202f312\u00a0FCFA');
});

describe("a screen the site's server drew", () => {
  function Showtime() {
    const format = useFormat();
    return <p>{format.time('2026-12-03T18:00:00Z')}</p>;
  }

  it("shows its dates in UTC from the server, then in the visitor's time zone once React has taken it over", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Showtime />);
    expect(container.textContent).toBe('18:00');
    const drawnByTheServer = container.firstChild;
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Showtime />, { onRecoverableError });
    });
    // Taken over as it was (no mismatch), then shown in the visitor's time.
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.firstChild).toBe(drawnByTheServer);
    expect(container.textContent).toBe('19:00');
  });

  it("shows its prices in euros from the server, then in the visitor's currency once React has taken it over", async () => {
    function Price() {
      const format = useFormat();
      return <p>{format.price(2)}</p>;
    }
    // The visitor chose FCFA on this device; the server cannot know it.
    useCurrencyStore.setState({ currency: 'XOF' });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Price />);
    expect(container.textContent).toBe('2,00\u00a0€');
    const onRecoverableError = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Price />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('1\u202f312\u00a0FCFA');
  });
});
