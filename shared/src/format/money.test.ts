import {
  convertAmount,
  convertFromEur,
  currencyDecimals,
  currencySymbol,
  DEFAULT_RATES,
  formatMoney,
  formatPriceFromEur,
  fromMinorUnits,
  rateBetween,
  roundToCurrency,
  toMinorUnits,
} from './money';

// '\u202f' narrow no-break space between thousands; '\u00a0' no-break space before the unit.
describe('formatMoney', () => {
  it.each([
    [1.99, 'EUR', '1,99\u00a0€'],
    [0, 'EUR', '0,00\u00a0€'],
    [25.5, 'EUR', '25,50\u00a0€'],
    [1.005, 'EUR', '1,01\u00a0€'],
    [1234.5, 'EUR', '1\u202f234,50\u00a0€'],
    [-3.2, 'EUR', '-3,20\u00a0€'],
    [1305.36, 'XOF', '1\u202f305\u00a0FCFA'],
    [655.957, 'XOF', '656\u00a0FCFA'],
    [2.1492, 'USD', '2,15\u00a0USD'],
    [1000000, 'USD', '1\u202f000\u202f000,00\u00a0USD'],
    [9.99, 'gbp', '9,99\u00a0GBP'],
  ])('%p %s → %p', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it("shows '--' for a missing price", () => {
    expect(formatMoney(null, 'EUR')).toBe('--');
    expect(formatMoney(undefined, 'XOF')).toBe('--');
    expect(formatMoney(Number.NaN, 'USD')).toBe('--');
  });

  it('does not show a minus sign for an amount that rounds to zero', () => {
    expect(formatMoney(-0.001, 'EUR')).toBe('0,00\u00a0€');
  });
});

describe('conversion', () => {
  it('uses the spec fallback rates', () => {
    expect(DEFAULT_RATES).toEqual({ EUR: 1, XOF: 655.957, USD: 1.08 });
    expect(convertFromEur(10, 'EUR')).toBe(10);
    expect(convertFromEur(1.99, 'XOF')).toBeCloseTo(1305.35443, 5);
    expect(convertFromEur(10, 'USD')).toBeCloseTo(10.8, 10);
  });

  it('uses given rates and gives NaN for an unknown currency', () => {
    expect(convertFromEur(2, 'USD', { USD: 1.1 })).toBeCloseTo(2.2, 10);
    expect(convertFromEur(2, 'GBP')).toBeNaN();
  });

  it('formats an EUR price in the chosen currency', () => {
    expect(formatPriceFromEur(1.99, 'EUR')).toBe('1,99\u00a0€');
    expect(formatPriceFromEur(1.99, 'XOF')).toBe('1\u202f305\u00a0FCFA');
    expect(formatPriceFromEur(1.99, 'USD')).toBe('2,15\u00a0USD');
    expect(formatPriceFromEur(1.99, 'GBP')).toBe('--');
    expect(formatPriceFromEur(null, 'EUR')).toBe('--');
  });
});

describe('between any two currencies', () => {
  it('keeps the CFA peg exact both ways', () => {
    expect(rateBetween('EUR', 'XOF')).toBe(655.957);
    expect(convertAmount(1, 'EUR', 'XOF')).toBe(655.957);
    expect(convertAmount(655.957, 'XOF', 'EUR')).toBe(1);
    expect(convertAmount(13119.14, 'XOF', 'EUR')).toBeCloseTo(20, 10);
  });

  it('goes through the euro between the dollar and the franc', () => {
    expect(convertAmount(1.08, 'USD', 'XOF')).toBeCloseTo(655.957, 10);
    expect(rateBetween('USD', 'EUR', { EUR: 1, USD: 1.25 })).toBe(0.8);
    expect(rateBetween('EUR', 'EUR')).toBe(1);
  });

  it('gives NaN for a currency without a rate', () => {
    expect(rateBetween('EUR', 'GBP')).toBeNaN();
    expect(convertAmount(1, 'GBP', 'EUR')).toBeNaN();
  });

  it('rounds to the minor unit: no decimals in XOF', () => {
    expect(roundToCurrency(1305.35443, 'XOF')).toBe(1305);
    expect(roundToCurrency(2.1492, 'USD')).toBe(2.15);
    expect(roundToCurrency(1.005, 'EUR')).toBe(1.01);
  });

  it('names each currency’s unit and decimals', () => {
    expect([currencySymbol('EUR'), currencySymbol('xof'), currencySymbol('USD')]).toEqual(['€', 'FCFA', 'USD']);
    expect([currencyDecimals('EUR'), currencyDecimals('XOF'), currencyDecimals('USD')]).toEqual([2, 0, 2]);
  });
});

describe('minor units', () => {
  it('multiplies EUR and USD by 100, never XOF', () => {
    expect(toMinorUnits(25.5, 'EUR')).toBe(2550);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(0.285, 'USD')).toBe(29);
    expect(toMinorUnits(655.957, 'XOF')).toBe(656);
    expect(toMinorUnits(1500, 'XOF')).toBe(1500);
  });

  it('converts back', () => {
    expect(fromMinorUnits(2550, 'EUR')).toBe(25.5);
    expect(fromMinorUnits(1999, 'USD')).toBe(19.99);
    expect(fromMinorUnits(1500, 'XOF')).toBe(1500);
  });
});
