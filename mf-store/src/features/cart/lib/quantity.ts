import { CartLineInputSchema } from '@kora/shared/contracts';

const quantitySchema = CartLineInputSchema.properties.quantity as { maximum?: number };

/** The most of one product a cart line may hold: the limit the API checks (read from the contract). */
export const MAX_LINE_QUANTITY = quantitySchema.maximum ?? 99;
