import { fcfaFor } from './fcfa';

it.each([
  [1.99, 1306],
  [0.99, 650],
  [7.99, 5242],
  [10, 6560],
  [25.5, 16727],
  [1000, 655957],
])('charges %s € as %s FCFA, rounded up to the franc', (euros, francs) => {
  expect(fcfaFor(euros, 'EUR')).toBe(francs);
});

it('takes an amount in FCFA as it is', () => {
  expect(fcfaFor(5000, 'XOF')).toBe(5000);
});

it('converts dollars through the rate of the euro, and says nothing without one', () => {
  // 10 $ at 1.1 $ for 1 € = 9.0909… € → 5 963.24… FCFA → 5 964.
  expect(fcfaFor(10, 'USD', 1.1)).toBe(5964);
  expect(fcfaFor(10, 'USD')).toBeNull();
});
