export const DEFAULT_MAX_TICKET_QUANTITY = 10;

/**
 * A ticket quantity as the spec allows it: a whole number from 1 to `max` (the ticket type's
 * quantity, or 10 when it has none). Non-numeric or invalid input becomes 1.
 */
export function clampTicketQuantity(
  value: unknown,
  max: number | null | undefined = DEFAULT_MAX_TICKET_QUANTITY,
): number {
  const limit =
    typeof max === 'number' && Number.isFinite(max) && max >= 1 ? Math.floor(max) : DEFAULT_MAX_TICKET_QUANTITY;
  const text = typeof value === 'string' ? value.trim() : value;
  const n = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : Number.NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), limit);
}
