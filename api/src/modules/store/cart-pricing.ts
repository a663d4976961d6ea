import type { CartLineInput, CartLineProblem, CartQuote, Discount, QuotedLine } from '@kora/shared/contracts';
import type { Db } from '../../db/connection';
import { priceOf } from '../../http/money';
import { formatMoney } from '../../payments/html';
import { featuresOfUser } from '../subscriptions/require-feature';
import { PromoCodes } from './promo-codes';

/** Prices are set and charged in one currency. */
export const STORE_CURRENCY = 'EUR';
/** The smallest card payment providers accept (Stripe: 0,50 €). */
export const MINIMUM_CHARGE_MINOR = 50;

export interface CartRequest {
  lines: CartLineInput[];
  promoCode?: string;
}

/** The quote, with what checkout needs beyond it: the lines to reserve and the code to use when paid. */
export interface PricedCart {
  quote: CartQuote;
  lines: { productId: number; quantity: number; unitPriceMinor: number }[];
  promoCodeId: number | null;
}

/** One product per line: the same product twice becomes one line with both quantities. */
function mergeLines(lines: CartLineInput[]): CartLineInput[] {
  const merged = new Map<number, CartLineInput>();
  for (const line of lines) {
    const seen = merged.get(line.productId);
    merged.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

function problemOf(line: CartLineInput, stock: number, priceMinor: number): CartLineProblem | null {
  if (stock <= 0) return 'out-of-stock';
  if (stock < line.quantity) return 'not-enough-stock';
  if (line.seenPriceMinor !== undefined && line.seenPriceMinor !== priceMinor) return 'price-changed';
  return null;
}

const money = (minor: number) => priceOf(minor, STORE_CURRENCY);

/**
 * The one place a cart is priced: unit prices from the product table, each line's problem, the
 * subtotal, then Premium's percent of the subtotal, then the promo code on what is left (a percent
 * of it or a fixed amount, never below zero), the total, and whether it can be paid.
 */
export class CartPricing {
  private readonly promoCodes: PromoCodes;

  constructor(private readonly db: Db) {
    this.promoCodes = new PromoCodes(db);
  }

  async price(request: CartRequest, userId: number | null): Promise<PricedCart> {
    const wanted = mergeLines(request.lines);
    const rows = await this.db
      .selectFrom('products')
      .select(['id', 'name', 'price_minor', 'stock'])
      .where(
        'id',
        'in',
        wanted.map((line) => line.productId),
      )
      .execute();
    const products = new Map(rows.map((row) => [row.id, row]));
    const quoted: QuotedLine[] = wanted.map((line) => {
      const product = products.get(line.productId);
      if (!product) {
        return {
          productId: line.productId,
          name: null,
          quantity: line.quantity,
          stock: 0,
          unitPrice: money(0),
          linePrice: money(0),
          problem: 'missing' as const,
        };
      }
      return {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        stock: product.stock,
        unitPrice: money(product.price_minor),
        linePrice: money(product.price_minor * line.quantity),
        problem: problemOf(line, product.stock, product.price_minor),
      };
    });
    const subtotal = quoted.reduce((sum, line) => sum + line.linePrice.priceMinor, 0);

    const discounts: Discount[] = [];
    let left = subtotal;
    const premiumPercent = userId === null ? 0 : (await featuresOfUser(this.db, userId)).storeDiscounts.discount;
    if (premiumPercent > 0 && left > 0) {
      const amount = Math.round((left * premiumPercent) / 100);
      discounts.push({ kind: 'premium', label: `Premium −${premiumPercent} %`, amount: money(amount) });
      left -= amount;
    }

    let promo: CartQuote['promo'] = null;
    let promoCodeId: number | null = null;
    if (request.promoCode?.trim()) {
      const check = await this.promoCodes.check(request.promoCode, userId);
      promo = { code: check.code, applied: check.promo !== null, message: check.refusal };
      if (check.promo) {
        promoCodeId = check.promo.id;
        const percent = check.promo.percent_off;
        const amount =
          percent !== null ? Math.round((left * percent) / 100) : Math.min(left, check.promo.amount_off_minor ?? 0);
        const off = percent !== null ? `${percent} %` : formatMoney(check.promo.amount_off_minor ?? 0, STORE_CURRENCY);
        discounts.push({ kind: 'promo', label: `Code ${check.promo.code} −${off}`, amount: money(amount) });
        left -= amount;
      }
    }

    const total = Math.max(0, left);
    const quote: CartQuote = {
      lines: quoted,
      subtotal: money(subtotal),
      discounts,
      total: money(total),
      promo,
      payable: quoted.every((line) => line.problem === null) && total >= MINIMUM_CHARGE_MINOR,
    };
    return {
      quote,
      lines: quoted.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        unitPriceMinor: line.unitPrice.priceMinor,
      })),
      promoCodeId,
    };
  }
}
