import fc from 'fast-check';
import { EUR_TO_XOF } from '@kora/shared/contracts';
import { formatMoney as siteMoney } from '@kora/shared/format';
import { chargeLabel, roundUpToStep, toFcfa, UnsupportedCurrencyError } from './fcfa';

const eur = (amountMinor: number) => toFcfa({ amountMinor, currency: 'EUR' });

describe('amounts charged in FCFA', () => {
  it('use the peg 655.957 exactly', () => {
    expect(eur(100_000)).toBe(EUR_TO_XOF * 1000);
  });

  it('round the euro price up to the franc: 1,99 € is 1 306 FCFA (199 × 6.55957 = 1 305.35)', () => {
    expect(eur(199)).toBe(1306);
    expect(eur(1000)).toBe(6560); // 6 559.57
    expect(eur(999)).toBe(6554); // 6 553.01…
    expect(eur(1)).toBe(7); // 6.55957
    expect(eur(0)).toBe(0);
  });

  it('never round an exact amount up', () => {
    expect(eur(100_000)).toBe(655_957); // 1 000 €
    expect(eur(200_000)).toBe(1_311_914);
    expect(eur(10_000_000)).toBe(65_595_700);
  });

  it('are the smallest whole franc at or above the exact conversion, for any amount (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (cents) => {
        const francs = BigInt(eur(cents));
        const exact = BigInt(cents) * 655_957n; // in 1/100 000 of a franc
        return francs * 100_000n >= exact && (francs - 1n) * 100_000n < exact;
      }),
    );
  });

  it('take FCFA as they are, and dollars through the configured rate', () => {
    expect(toFcfa({ amountMinor: 5000, currency: 'XOF' })).toBe(5000);
    expect(toFcfa({ amountMinor: 5000, currency: 'xof' })).toBe(5000);
    // 2,16 USD at 1.08 USD for 1 € is 2 € exactly: 1 311.914 → 1 312.
    expect(toFcfa({ amountMinor: 216, currency: 'USD' }, { usdPerEur: 1.08 })).toBe(1312);
    // 1,08 USD is 1 € exactly: 655.957 → 656.
    expect(toFcfa({ amountMinor: 108, currency: 'USD' }, { usdPerEur: 1.08 })).toBe(656);
    // 108 000 USD is 100 000 € exactly: no rounding.
    expect(toFcfa({ amountMinor: 10_800_000, currency: 'USD' }, { usdPerEur: 1.08 })).toBe(65_595_700);
    expect(toFcfa({ amountMinor: 100, currency: 'USD' }, { usdPerEur: 1 })).toBe(656);
    expect(() => toFcfa({ amountMinor: 100, currency: 'USD' })).toThrow(RangeError);
  });

  it('refuse what is not an amount or a currency they know', () => {
    expect(() => eur(1.5)).toThrow(RangeError);
    expect(() => eur(-1)).toThrow(RangeError);
    expect(() => eur(Number.NaN)).toThrow(RangeError);
    expect(() => toFcfa({ amountMinor: 100, currency: 'GBP' })).toThrow(UnsupportedCurrencyError);
  });

  it('read a configured rate as the decimal it was written, without its binary noise', () => {
    // 1.0799999999999998 read as a float would make 108 000 USD a hair more than 100 000 €: one franc more.
    expect(toFcfa({ amountMinor: 10_800_000, currency: 'USD' }, { usdPerEur: 1.0799999999999998 })).toBe(65_595_700);
  });

  it('round up to what a provider takes (CinetPay: multiples of 5, from 100)', () => {
    expect(roundUpToStep(1306, 5, 100)).toBe(1310);
    expect(roundUpToStep(1310, 5, 100)).toBe(1310);
    expect(roundUpToStep(7, 5, 100)).toBe(100);
    expect(roundUpToStep(1306)).toBe(1306);
    expect(() => roundUpToStep(1306, 0)).toThrow(RangeError);
  });

  it("say what is paid as the site writes it: 'Vous allez payer 1 306 FCFA (1,99 €)'", () => {
    const label = chargeLabel(eur(199), { amountMinor: 199, currency: 'EUR' });
    expect(label).toBe(`${siteMoney(1306, 'XOF')} (${siteMoney(1.99, 'EUR')})`);
    expect(label.replace(/[\u202f\u00a0]/g, ' ')).toBe('1 306 FCFA (1,99 €)');
    expect(chargeLabel(6560, { amountMinor: 1000, currency: 'EUR' }).replace(/[\u202f\u00a0]/g, ' ')).toBe(
      '6 560 FCFA (10,00 €)',
    );
    expect(chargeLabel(5000, { amountMinor: 5000, currency: 'XOF' }).replace(/[\u202f\u00a0]/g, ' ')).toBe(
      '5 000 FCFA',
    );
  });
});
