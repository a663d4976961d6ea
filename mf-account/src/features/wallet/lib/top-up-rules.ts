import { formatMoney } from '@kora/shared/format';
import { CURRENCY_DECIMALS, TOP_UP_LIMITS, type CurrencyCode } from '@kora/shared/contracts';

/** Why an amount typed in the top-up form cannot be sent; the form turns each into a sentence. */
export type TopUpProblem =
  | { kind: 'missing' }
  | { kind: 'notANumber' }
  | { kind: 'tooPrecise'; decimals: number }
  | { kind: 'outOfLimits'; min: string; max: string };

/** A limit as people say it: '1 €', '1 000 €', '500 FCFA' (the kernel's layout, without ',00'). */
export function formatLimit(amount: number, currency: CurrencyCode): string {
  return Number.isInteger(amount)
    ? formatMoney(amount, currency).replace(/,0+(?=\s)/, '')
    : formatMoney(amount, currency);
}

/** The amount typed ('25', '25,50', '25.5', '1 000'), in major units, and its number of decimals; null when not a number. */
export function parseAmount(text: string): { amount: number; decimals: number } | null {
  const normalised = text.replace(/\s/g, '').replace(',', '.');
  const match = /^\d+(?:\.(\d+))?$/.exec(normalised);
  return match ? { amount: Number(normalised), decimals: match[1]?.length ?? 0 } : null;
}

/** The amount to top up, or the problem with it, against the limits of TOP_UP_LIMITS for the currency. */
export function checkTopUp(text: string, currency: CurrencyCode): { amount: number } | { problem: TopUpProblem } {
  if (text.trim() === '') return { problem: { kind: 'missing' } };
  const parsed = parseAmount(text);
  if (!parsed) return { problem: { kind: 'notANumber' } };
  const { amount } = parsed;
  const decimals = CURRENCY_DECIMALS[currency];
  if (parsed.decimals > decimals) return { problem: { kind: 'tooPrecise', decimals } };
  const { min, max } = TOP_UP_LIMITS[currency];
  if (amount < min || amount > max)
    return { problem: { kind: 'outOfLimits', min: formatLimit(min, currency), max: formatLimit(max, currency) } };
  return { amount };
}
