import { CartLineInputSchema } from '@kora/shared/contracts';

const quantitySchema = CartLineInputSchema.properties.quantity as { maximum?: number };

/** The most of one product a cart line may hold: the limit the API checks (read from the contract). */
export const MAX_LINE_QUANTITY = quantitySchema.maximum ?? 99;

/**
 * What a typed quantity asks for: a whole number (0 or below removes the line — the cart's rule),
 * capped at the line limit; null when the text is not a whole number (the field goes back).
 */
export function typedQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Math.min(Number(trimmed), MAX_LINE_QUANTITY);
}
