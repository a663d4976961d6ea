import { act } from '@testing-library/react';
import { useCartStore, type CartItem } from '@kora/shared';
import type {
  CardPaymentIntent,
  CartLineProblem,
  CartQuote,
  CartQuoteRequest,
  Discount,
  MobileMoneyOrderCheckout,
  Price,
  QuotedLine,
  StoreOrder,
} from '@kora/shared/contracts';
import { loadTexts } from '@kora/shared/testing';
import { translations } from '../../../locales';

/** The store's texts (the cart's among them), in French. */
export const loadCartTexts = (): Promise<void> => loadTexts('store', translations);

export const eur = (amount: number): Price => ({
  price: amount,
  priceMinor: Math.round(amount * 100),
  currency: 'EUR',
});

/** Items in the cart as the product page adds them. */
export function putInCart(...items: CartItem[]): void {
  act(() => {
    for (const { quantity, ...item } of items) useCartStore.getState().add(item, quantity);
  });
}

/** A cart line; a price given in major units (as the tests write them) is kept in minor units too. */
export function aCartItem(id: number, overrides: Partial<CartItem> = {}): CartItem {
  const priceMinor = overrides.priceMinor ?? Math.round((overrides.price ?? 25) * 100);
  return {
    id,
    name: `T-shirt ${id}`,
    currency: 'EUR',
    image: `http://api.test/uploads/images/product-${id}.png`,
    quantity: 1,
    ...overrides,
    priceMinor,
    price: priceMinor / 100,
  };
}

export interface ShelfProduct {
  name: string;
  price: number;
  stock: number;
}

export interface FakePricing {
  /** The products the fake store knows, by id; others are missing. */
  shelf: Record<number, ShelfProduct>;
  premium?: boolean;
  /** Codes the fake store accepts (percent off) and refuses (with the server's reason). */
  codes?: Record<string, { percent: number } | { refusal: string }>;
}

const cents = (minor: number) => eur(minor / 100);

/** `POST /cart/quote` as the API answers it, from a small shelf of products. */
export function fakeQuote({ shelf, premium = false, codes = {} }: FakePricing) {
  return (_query: unknown, body: unknown): CartQuote => {
    const request = body as CartQuoteRequest;
    const lines: QuotedLine[] = request.lines.map(({ productId, quantity, seenPriceMinor }) => {
      const product = shelf[productId];
      const unitMinor = product ? Math.round(product.price * 100) : 0;
      let problem: CartLineProblem | null = null;
      if (!product) problem = 'missing';
      else if (product.stock === 0) problem = 'out-of-stock';
      else if (product.stock < quantity) problem = 'not-enough-stock';
      else if (seenPriceMinor !== undefined && seenPriceMinor !== unitMinor) problem = 'price-changed';
      return {
        productId,
        name: product?.name ?? null,
        quantity,
        stock: product?.stock ?? 0,
        unitPrice: cents(unitMinor),
        linePrice: cents(unitMinor * quantity),
        problem,
      };
    });
    const subtotal = lines.reduce((sum, line) => sum + line.linePrice.priceMinor, 0);
    const discounts: Discount[] = [];
    let total = subtotal;
    if (premium) {
      const off = Math.round(total * 0.15);
      discounts.push({ kind: 'premium', label: 'Premium −15 %', amount: cents(off) });
      total -= off;
    }
    const code = request.promoCode ? codes[request.promoCode] : undefined;
    let promo: CartQuote['promo'] = null;
    if (request.promoCode) {
      if (code && 'percent' in code) {
        const off = Math.round((total * code.percent) / 100);
        discounts.push({ kind: 'promo', label: `Code ${request.promoCode} −${code.percent} %`, amount: cents(off) });
        total -= off;
        promo = { code: request.promoCode, applied: true, message: null };
      } else {
        const message = code && 'refusal' in code ? code.refusal : "Ce code promo n'existe pas.";
        promo = { code: request.promoCode, applied: false, message };
      }
    }
    return {
      lines,
      subtotal: cents(subtotal),
      discounts,
      total: cents(total),
      promo,
      payable: lines.every((line) => line.problem === null),
    };
  };
}

export function anIntent(amountMinor: number, overrides: Partial<CardPaymentIntent> = {}) {
  const intent: CardPaymentIntent = {
    clientSecret: 'pay_7_secret_abc',
    paymentIntentId: 'pay_7',
    orderId: 12,
    amount: cents(amountMinor),
    provider: 'local',
    publishableKey: null,
    expiresAt: '2030-01-01T10:15:00.000Z',
    ...overrides,
  };
  return intent;
}

/** A mobile-money answer of `POST /create-payment-intent`: the simulator's page and the FCFA charged. */
export function aMobileMoneyCheckout(amountMinor: number, amountXof: number): MobileMoneyOrderCheckout {
  return {
    orderId: 12,
    amount: cents(amountMinor),
    expiresAt: '2030-01-01T10:15:00.000Z',
    sessionId: 'mm_12',
    checkoutUrl: 'http://api.test/api/payments/mobile-money/simulator/mm_12',
    provider: 'simulator',
    publishableKey: null,
    method: 'mobile_money',
    amountXof,
    chargeLabel: `Vous allez payer ${amountXof} FCFA`,
  };
}

export function anOrder(number: string, totalMinor: number): StoreOrder {
  return {
    id: 12,
    number,
    status: 'paid',
    customerName: 'Léa Martin',
    customerEmail: 'lea.martin@kora.test',
    lines: [],
    subtotal: cents(totalMinor),
    discounts: [],
    total: cents(totalMinor),
    createdAt: '2030-01-01T10:00:00.000Z',
    paidAt: '2030-01-01T10:01:00.000Z',
    receiptUrl: null,
  };
}
