import { clampTicketQuantity } from '@kora/shared/validation';

/**
 * The quantity a field holds as it is typed: a whole number from 1 to `max` (anything else as 1), or
 * none while the field is empty, so the field never shows a number other than the one priced.
 */
export function typedQuantity(text: string, max: number): number | null {
  return text.trim() === '' ? null : clampTicketQuantity(text, max);
}
