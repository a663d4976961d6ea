import { walletCreditFor, walletDebitFor } from './wallet-conversion';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });
const xof = (amountMinor: number) => ({ amountMinor, currency: 'XOF' });
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

it.each([
  ['0,01 €', 'XOF', 7, 6, eur(1)],
  ['10,00 €', 'XOF', 6560, 6559, eur(1000)],
  ['1,99 €', 'XOF', 1306, 1305, eur(199)],
  ['1 FCFA', 'EUR', 1, 0, xof(1)],
  ['6 560 FCFA', 'EUR', 1001, 1000, xof(6560)],
  ['655 957 FCFA', 'EUR', 100000, 100000, xof(655957)],
  ['10,00 USD at 1,08 $ for 1 €', 'XOF', 6074, 6073, usd(1000)],
  ['10,00 USD at 1,08 $ for 1 €', 'EUR', 926, 925, usd(1000)],
  ['10,00 € at 1,08 $ for 1 €', 'USD', 1080, 1080, eur(1000)],
  ['1 FCFA at 1,08 $ for 1 €', 'USD', 1, 0, xof(1)],
])('%s in a %s wallet: debited %s (rounded up), credited %s (rounded down)', (_, wallet, debit, credit, amount) => {
  expect(walletDebitFor(amount, wallet, 1.08)).toBe(debit);
  expect(walletCreditFor(amount, wallet, 1.08)).toBe(credit);
});

it('takes an amount in the wallet’s own currency as it is', () => {
  expect(walletDebitFor(eur(4900), 'EUR')).toBe(4900);
  expect(walletCreditFor(xof(5000), 'XOF')).toBe(5000);
  expect(walletDebitFor(usd(1), 'USD')).toBe(1);
});

it('is never more than one minor unit in the platform’s favour, either way', () => {
  const unfair: number[] = [];
  for (let cents = 0; cents <= 5000; cents += 1) {
    const exact = (cents * 655.957) / 100;
    const debit = walletDebitFor(eur(cents), 'XOF') as number;
    const credit = walletCreditFor(eur(cents), 'XOF') as number;
    const fair = debit >= exact - 1e-9 && debit - exact < 1 && credit <= exact + 1e-9 && exact - credit < 1;
    if (!fair) unfair.push(cents);
  }
  expect(unfair).toEqual([]);
});

it('says nothing for dollars without the dollar’s rate, or an unknown currency', () => {
  expect(walletDebitFor(usd(1000), 'XOF')).toBeNull();
  expect(walletCreditFor(eur(1000), 'USD')).toBeNull();
  expect(walletDebitFor({ amountMinor: 100, currency: 'GBP' }, 'EUR')).toBeNull();
});

it('refuses an amount that is not a whole number of minor units', () => {
  expect(() => walletDebitFor(eur(-1), 'XOF')).toThrow(RangeError);
  expect(() => walletCreditFor(eur(1.5), 'XOF')).toThrow(RangeError);
});
