import { Type, type TSchema } from 'typebox';
import { CURRENCIES } from './common';

/**
 * Small pieces the contract schemas are built from. A contract is a TypeBox schema written once: the
 * API validates, serialises and documents with it, and the TypeScript type is `Static<typeof …>`.
 */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** An absolute URL of a media file, or null. */
export const MediaUrlSchema = Nullable(Type.String());

export const CurrencySchema = Type.Enum(CURRENCIES);

/** Money in an answer: major units, minor units, ISO code (see common.ts). */
export const PriceProperties = {
  price: Type.Number(),
  priceMinor: Type.Integer(),
  currency: CurrencySchema,
};

/** How many items a list answers: 1 to `max`, `defaultLimit` when absent. */
export const LimitSchema = (defaultLimit: number, max = 100) =>
  Type.Integer({ minimum: 1, maximum: max, default: defaultLimit });

/** Items to skip before the page starts. */
export const OffsetSchema = Type.Integer({ minimum: 0, maximum: 100000, default: 0 });

/** A path's `:id`: a positive integer. */
export const IdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Every error answer: a message for people, the HTTP reason, and the fields at fault when there are some. */
export const ApiErrorBodySchema = Type.Object({
  message: Type.String(),
  error: Type.String(),
  violations: Type.Optional(
    Type.Array(Type.Object({ propertyPath: Type.String(), message: Type.String() })),
  ),
});
