import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { invalid, violationsFrom } from '../../http/errors';

export const INVALID_PAYMENT_DATA = 'Données de paiement invalides';

/** The spec's words for the two fields a buyer's client sends. */
const FIELD_MESSAGES: Record<string, string> = {
  trackId: 'invalid track ID',
  albumId: 'invalid album ID',
  amount: 'invalid amount',
};

/**
 * Checkout body failures: 422 'Données de paiement invalides: invalid track ID, invalid amount', with one
 * violation per field (the spec's message for the id and the amount, the usual one for the others).
 */
export function paymentDataErrors(issues: FastifySchemaValidationError[]): Error {
  const violations = violationsFrom(issues as Parameters<typeof violationsFrom>[0]).map((violation) => ({
    propertyPath: violation.propertyPath,
    message: FIELD_MESSAGES[violation.propertyPath] ?? violation.message,
  }));
  const unique = violations.filter(
    (violation, index) => violations.findIndex((other) => other.propertyPath === violation.propertyPath) === index,
  );
  const spoken = [...new Set(unique.map((violation) => FIELD_MESSAGES[violation.propertyPath]).filter(Boolean))];
  const message = spoken.length > 0 ? `${INVALID_PAYMENT_DATA}: ${spoken.join(', ')}` : INVALID_PAYMENT_DATA;
  return invalid(unique, message);
}
