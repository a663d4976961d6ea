/** The local checkout's cards: Stripe's test numbers behave as they do in Stripe's test mode. */

export const CARD_DECLINED = 'Votre carte a été refusée.';

export interface CardInput {
  cardholder: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;

export type CardOutcome =
  | { kind: 'approved' }
  | { kind: 'declined'; message: string }
  | { kind: 'invalid'; errors: Partial<Record<CardField, string>> };

const APPROVED = new Set(['4242424242424242', '5555555555554444', '4000056655665556']);
const DECLINED: Record<string, string> = {
  '4000000000000002': CARD_DECLINED,
  '4000000000009995': `${CARD_DECLINED} Fonds insuffisants.`,
  '4000000000000069': `${CARD_DECLINED} La carte a expiré.`,
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function expiryError(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return "La date d'expiration doit être au format MM/AA.";
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? "La date d'expiration de la carte est dépassée." : null;
}

/** What the test provider does with a card: field errors, a decline, or an approval. */
export function judgeCard(input: CardInput, now = new Date()): CardOutcome {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  if (!input.cardholder.trim()) errors.cardholder = 'Indiquez le nom figurant sur la carte.';
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'Le numéro de carte est invalide.';
  const expiry = expiryError(input.expiry, now);
  if (expiry) errors.expiry = expiry;
  if (!/^\s*\d{3,4}\s*$/.test(input.cvc)) errors.cvc = 'Le cryptogramme doit comporter 3 ou 4 chiffres.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  if (DECLINED[digits]) return { kind: 'declined', message: DECLINED[digits] };
  if (APPROVED.has(digits)) return { kind: 'approved' };
  return {
    kind: 'invalid',
    errors: { cardNumber: "Cette carte n'est pas une carte de test. Utilisez 4242 4242 4242 4242." },
  };
}
