import { act, render, screen } from '@testing-library/react';
import { initI18n, setLanguage } from '../i18n/i18n';
import { useCurrencyStore } from '../stores/currency-store';
import { useFormat } from './use-format';

function Sample() {
  const format = useFormat();
  return (
    <p>
      <span data-testid="date">{format.date('2025-03-15T12:00:00Z')}</span>
      <span data-testid="price">{format.price(2)}</span>
      <span data-testid="count">{format.count(1500)}</span>
    </p>
  );
}

beforeAll(() => initI18n());
beforeEach(async () => {
  await setLanguage('fr');
  useCurrencyStore.setState({ currency: 'EUR' });
});

it('formats in French by default, with the spec layouts', () => {
  render(<Sample />);
  expect(screen.getByTestId('date')).toHaveTextContent('15 mars 2025');
  expect(screen.getByTestId('price').textContent).toBe('2,00\u00a0€');
  expect(screen.getByTestId('count')).toHaveTextContent('1.5K');
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
