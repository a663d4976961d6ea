import { Type, type Static } from 'typebox';
import { GENRES } from './genres';
import { CheckoutSessionSchema, MobileMoneyDetailsProperties, PaymentMethodChoiceProperties } from './payments';
import { ApiErrorBodySchema, LimitSchema, Nullable, OffsetSchema, PriceProperties } from './schema-kit';
import { ReturnUrlSchema } from './subscriptions';

/** Store (catalogue-and-commerce.md §3, §7). */

export const ProductImageSchema = Type.Object({ url: Type.String() });
export type ProductImage = Static<typeof ProductImageSchema>;

/** `GET /api/products` items and `GET /api/products/{id}`. */
export const ProductSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    title: Type.String({ description: 'Same as name, for store cards.' }),
    slug: Type.String(),
    description: Nullable(Type.String({ description: 'HTML.' })),
    category: Nullable(Type.String()),
    stock: Type.Integer(),
    images: Type.Array(ProductImageSchema),
    image: Nullable(Type.String({ description: 'The first image, or null.' })),
    isNew: Type.Boolean({ description: 'Added in the last 30 days.' }),
    createdAt: Type.String(),
    ...PriceProperties,
  },
  { $id: 'Product' },
);
export type Product = Static<typeof ProductSchema>;

export const PRODUCT_SORTS = ['featured', 'popular', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_ARTIST_FILTERS = ['all', 'legacy', 'active'] as const;

/** `GET /api/products` query: newest first unless `sort` says otherwise; paged with `offset`. */
export const ProductListQuerySchema = Type.Object({
  limit: Type.Optional(LimitSchema(50)),
  offset: Type.Optional(OffsetSchema),
  search: Type.Optional(Type.String({ maxLength: 100, description: 'The name contains it (case-insensitive).' })),
  category: Type.Optional(Type.String({ maxLength: 60 })),
  genre: Type.Optional(Type.Enum(GENRES, { description: 'Merch of artists with a release of this genre.' })),
  artist: Type.Optional(
    Type.Enum(PRODUCT_ARTIST_FILTERS, {
      description:
        'all (default); legacy: merch of artists on Kora for more than a year; active: of artists who joined within the year (as the release filter).',
    }),
  ),
  sort: Type.Optional(
    Type.Enum(PRODUCT_SORTS, { description: 'featured (picked by the store first), popular (most sold), newest.' }),
  ),
});
export type ProductListQuery = Static<typeof ProductListQuerySchema>;

/* ——— Cart, checkout and orders (prices are set and charged in EUR) ——— */

/** One line the buyer wants: the product, how many, and the unit price the cart showed (to flag a change). */
export const CartLineInputSchema = Type.Object({
  productId: Type.Integer({ minimum: 1 }),
  quantity: Type.Integer({ minimum: 1, maximum: 99 }),
  seenPriceMinor: Type.Optional(Type.Integer({ minimum: 0, description: 'The unit price the cart displayed.' })),
});
export type CartLineInput = Static<typeof CartLineInputSchema>;

export const CART_LINE_PROBLEMS = ['missing', 'out-of-stock', 'not-enough-stock', 'price-changed'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** `POST /api/cart/quote` (anyone; a signed-in Premium member gets the store discount) body. */
export const CartQuoteRequestSchema = Type.Object({
  lines: Type.Array(CartLineInputSchema, { minItems: 1, maxItems: 50 }),
  promoCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export type CartQuoteRequest = Static<typeof CartQuoteRequestSchema>;

/** A line priced by the server from the product table, with what stops it being bought as it is. */
export const QuotedLineSchema = Type.Object({
  productId: Type.Integer(),
  name: Nullable(Type.String({ description: 'null when the product no longer exists.' })),
  quantity: Type.Integer(),
  stock: Type.Integer(),
  unitPrice: Type.Object(PriceProperties),
  linePrice: Type.Object(PriceProperties),
  problem: Nullable(Type.Enum(CART_LINE_PROBLEMS)),
});
export type QuotedLine = Static<typeof QuotedLineSchema>;

export const DiscountSchema = Type.Object({
  kind: Type.Enum(['premium', 'promo'] as const),
  label: Type.String({ description: "As the buyer reads it: 'Premium −15 %', 'Code BIENVENUE −10 %'." }),
  amount: Type.Object(PriceProperties, { description: 'Taken off the subtotal (positive).' }),
});
export type Discount = Static<typeof DiscountSchema>;

/**
 * `POST /api/cart/quote` → 200: the cart as the server will charge it. `promo` says why a code was
 * refused (unknown, expired, not started, used up, already used by this account) — the rest still prices.
 */
export const CartQuoteSchema = Type.Object({
  lines: Type.Array(QuotedLineSchema),
  subtotal: Type.Object(PriceProperties),
  discounts: Type.Array(DiscountSchema),
  total: Type.Object(PriceProperties),
  promo: Nullable(
    Type.Object({
      code: Type.String(),
      applied: Type.Boolean(),
      message: Nullable(Type.String({ description: 'Why the code was refused, in French.' })),
    }),
  ),
  payable: Type.Boolean({ description: 'No line has a problem and the total can be charged.' }),
});
export type CartQuote = Static<typeof CartQuoteSchema>;

/** The 409 of a payment intent whose cart is no longer priced as the customer saw: the cart as now priced. */
export const QuoteConflictSchema = Type.Object({ ...ApiErrorBodySchema.properties, quote: CartQuoteSchema });

/**
 * `POST /api/create-payment-intent` (bearer) body: the cart again, the buyer, and `amount` — the total in
 * cents the page showed, only compared with the server's own total (409 with the new quote when they differ).
 * Card unless `method` says `mobile_money` (with the operator chosen on the cart); by mobile money the
 * payer's browser comes back to `successUrl` / `cancelUrl` (on the web app, 422 'Adresse de retour non
 * autorisée.' otherwise; the cart by default), to which the order's id is added as `order`.
 */
export const CreatePaymentIntentRequestSchema = Type.Object({
  lines: Type.Array(CartLineInputSchema, { minItems: 1, maxItems: 50 }),
  promoCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  amount: Type.Integer({ minimum: 0, description: 'Total in cents the buyer saw.' }),
  customerName: Type.String({ minLength: 1, maxLength: 120 }),
  customerEmail: Type.String({ format: 'email', maxLength: 254 }),
  successUrl: Type.Optional(ReturnUrlSchema),
  cancelUrl: Type.Optional(ReturnUrlSchema),
  ...PaymentMethodChoiceProperties,
});
export type CreatePaymentIntentRequest = Static<typeof CreatePaymentIntentRequestSchema>;

const ReservedOrderProperties = {
  orderId: Type.Integer(),
  amount: Type.Object(PriceProperties),
  expiresAt: Type.String({ description: 'When the reserved stock returns to the store if unpaid.' }),
};

/**
 * → 201 by card: the stock is reserved (for 15 minutes) and a pending order holds the prices charged.
 * Confirm the card with `clientSecret`: Stripe Elements when `provider` is 'stripe' (with
 * `publishableKey`), else `POST /api/payments/test-card/confirm`.
 */
export const CardPaymentIntentSchema = Type.Object({
  clientSecret: Type.String(),
  paymentIntentId: Type.String(),
  ...ReservedOrderProperties,
  provider: Type.Enum(['local', 'stripe'] as const),
  publishableKey: Nullable(Type.String()),
  method: Type.Optional(Type.Literal('card', { description: 'Absent: a card answer is as it always was.' })),
});
export type CardPaymentIntent = Static<typeof CardPaymentIntentSchema>;

/**
 * → 201 by mobile money: the same reservation and pending order, and the mobile-money page to send the
 * browser to (`checkoutUrl`), with the FCFA charged and the sentence saying it ('Vous allez payer
 * 51 165 FCFA (78,00 €)') to show before.
 */
export const MobileMoneyOrderCheckoutSchema = Type.Object({
  ...ReservedOrderProperties,
  ...CheckoutSessionSchema.properties,
  method: Type.Literal('mobile_money'),
  amountXof: Type.Integer({ minimum: 1, description: 'The FCFA charged.' }),
  chargeLabel: Type.String({ description: "e.g. 'Vous allez payer 51 165 FCFA (78,00 €)' (narrow no-break spaces)." }),
});
export type MobileMoneyOrderCheckout = Static<typeof MobileMoneyOrderCheckoutSchema>;

/**
 * → 201: a card payment intent, or (`method: 'mobile_money'`) the mobile-money page. 409 when a line
 * cannot be bought (the quote says which) or the amount changed.
 */
export const CreatePaymentIntentResponseSchema = Type.Union([CardPaymentIntentSchema, MobileMoneyOrderCheckoutSchema]);
export type CreatePaymentIntentResponse = Static<typeof CreatePaymentIntentResponseSchema>;

/**
 * `POST /api/create-payment-intent` → 409: why the cart cannot be paid as sent (a line's problem, the
 * stock taken meanwhile, a refused promo code, a changed amount), with the cart as the server now prices it.
 */
export const CheckoutConflictSchema = Type.Object({
  message: Type.String(),
  error: Type.String(),
  quote: CartQuoteSchema,
});
export type CheckoutConflict = Static<typeof CheckoutConflictSchema>;

/** `POST /api/payments/test-card/confirm` (the local provider only): the API's own test card form. */
export const TestCardConfirmRequestSchema = Type.Object({
  clientSecret: Type.String({ minLength: 1, maxLength: 300 }),
  cardNumber: Type.String({ minLength: 12, maxLength: 23 }),
  expiry: Type.String({ pattern: '^\\d{2}/\\d{2}$', description: 'MM/YY' }),
  cvc: Type.String({ pattern: '^\\d{3,4}$' }),
  nameOnCard: Type.Optional(Type.String({ maxLength: 120 })),
});
export type TestCardConfirmRequest = Static<typeof TestCardConfirmRequestSchema>;

/** → 200 {status:'succeeded'} once the provider confirmed; 402 with the decline message otherwise. */
export const TestCardConfirmResponseSchema = Type.Object({ status: Type.Literal('succeeded') });

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;

export const OrderLineSchema = Type.Object({
  productId: Type.Integer(),
  name: Type.String(),
  image: Nullable(Type.String()),
  quantity: Type.Integer(),
  unitPrice: Type.Object(PriceProperties),
  linePrice: Type.Object(PriceProperties),
});
export type OrderLine = Static<typeof OrderLineSchema>;

/** A store order as its buyer sees it (`GET /api/orders/{id}`, and in `GET /api/profile/orders`). */
export const StoreOrderSchema = Type.Object(
  {
    id: Type.Integer(),
    number: Type.String({ description: "The order's reference, e.g. KORA-S-000012." }),
    status: Type.Enum(ORDER_STATUSES),
    customerName: Type.String(),
    customerEmail: Type.String(),
    lines: Type.Array(OrderLineSchema),
    subtotal: Type.Object(PriceProperties),
    discounts: Type.Array(DiscountSchema),
    total: Type.Object(PriceProperties, { description: 'What was charged.' }),
    createdAt: Type.String(),
    paidAt: Nullable(Type.String()),
    receiptUrl: Nullable(Type.String({ description: 'The PDF receipt (paid orders), bearer required.' })),
    refund: Type.Optional(
      Nullable(
        Type.Object(
          { to: Type.Enum(['wallet', 'payment'] as const), amount: Type.Object(PriceProperties) },
          { description: 'A refunded order: what was given back, and where (mobile money: to the wallet).' },
        ),
      ),
    ),
    // How it was paid ('card', or 'mobile_money' with the operator, masked number and FCFA), as on its receipt.
    ...MobileMoneyDetailsProperties,
  },
  { $id: 'StoreOrder' },
);
export type StoreOrder = Static<typeof StoreOrderSchema>;

/**
 * `POST /api/orders` (bearer) body, as the spec sends it after the card is confirmed. The order is
 * recorded from the provider's confirmation, not from this call: it answers the order once paid
 * (the same call any number of times → one order), 409 while the payment is not confirmed.
 */
export const CreateOrderRequestSchema = Type.Object({
  paymentIntentId: Type.String({ minLength: 1, maxLength: 200 }),
  customerName: Type.Optional(Type.String({ maxLength: 120 })),
  customerEmail: Type.Optional(Type.String({ maxLength: 254 })),
  amount: Type.Optional(Type.Integer({ minimum: 0 })),
  items: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), quantity: Type.Integer(), price: Type.Number() }), { maxItems: 50 }),
  ),
});
export type CreateOrderRequest = Static<typeof CreateOrderRequestSchema>;
