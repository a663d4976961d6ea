import type { CartQuote, CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '@kora/shared/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { HttpError, unauthorized } from '../../http/errors';
import type { PaymentService } from '../../payments/payment-service';
import { CartPricing, MINIMUM_CHARGE_MINOR, STORE_CURRENCY } from './cart-pricing';
import { orderNumber, OrdersRepository } from './orders-repository';
import { releaseAndClose, releaseExpiredOrders, reservationEnd, takeStock } from './stock-reservations';
import { formatMoney } from '../../payments/html';
import { assertMobileMoneyOn, orderReturnUrls, startMobileMoneyOrder } from './mobile-money-order';

export const SIGN_IN_TO_ORDER = 'Vous devez être connecté pour passer une commande.';
export const CART_NOT_PAYABLE = 'Certains articles de votre panier ne peuvent pas être achetés tels quels.';
export const AMOUNT_CHANGED = 'Le montant de votre panier a changé : vérifiez le nouveau total.';
export const STOCK_TAKEN = "Un article de votre panier vient d'être épuisé : vérifiez votre panier.";
export const BELOW_MINIMUM = `Le montant minimum d'un paiement par carte est de ${formatMoney(MINIMUM_CHARGE_MINOR, STORE_CURRENCY)}.`;

/** A checkout refused before any payment: 409 with the cart as the server prices it now. */
export class QuoteConflict extends HttpError {
  constructor(
    message: string,
    readonly quote: CartQuote,
  ) {
    super(409, message);
  }
}

/** Thrown inside the reservation transaction to undo it. */
class StockShortage extends Error {}

/**
 * The store's checkout: the cart priced again on the server (the buyer's amount is only compared), the
 * stock reserved and a pending order written in one transaction, then the payment opened at the provider:
 * a card payment intent, or the mobile-money page (the same reservation, the total charged in FCFA).
 */
export class StoreCheckout {
  private readonly pricing: CartPricing;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly orders: OrdersRepository,
    private readonly config: AppConfig,
  ) {
    this.pricing = new CartPricing(db);
  }

  async createPaymentIntent(userId: number, request: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> {
    const byMobileMoney = request.method === 'mobile_money';
    // Refused before anything is reserved: mobile money off, or a return address off the web app.
    if (byMobileMoney) assertMobileMoneyOn(this.payments);
    const returnUrls = byMobileMoney ? orderReturnUrls(request, this.config) : null;
    await releaseExpiredOrders(this.db, this.payments.sessions);
    const priced = await this.pricing.price(request, userId);
    const { quote } = priced;
    if (quote.promo && !quote.promo.applied) throw new QuoteConflict(quote.promo.message ?? CART_NOT_PAYABLE, quote);
    if (!quote.payable) {
      const lineProblem = quote.lines.some((line) => line.problem !== null);
      throw new QuoteConflict(lineProblem ? CART_NOT_PAYABLE : BELOW_MINIMUM, quote);
    }
    if (request.amount !== quote.total.priceMinor) throw new QuoteConflict(AMOUNT_CHANGED, quote);
    const user = await this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorized(SIGN_IN_TO_ORDER);

    const expiresAt = reservationEnd();
    let orderId: number;
    try {
      orderId = await this.db.transaction().execute(async (trx) => {
        if ((await takeStock(trx, priced.lines)) !== null) throw new StockShortage();
        return this.orders.createPending(trx, {
          userId,
          customerName: request.customerName.trim(),
          customerEmail: request.customerEmail,
          quote,
          lines: priced.lines,
          promoCodeId: priced.promoCodeId,
          expiresAt,
        });
      });
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      throw new QuoteConflict(STOCK_TAKEN, (await this.pricing.price(request, userId)).quote);
    }

    try {
      if (returnUrls) {
        const started = await startMobileMoneyOrder(this.payments, {
          orderId,
          quote,
          customer: { userId, email: user.email, providerCustomerId: null },
          operator: request.operator,
          returnUrls,
          expiresAt,
        });
        await this.orders.attachPayment(orderId, started.paymentSessionId, started.providerId);
        return started.answer;
      }
      const { session, intent } = await this.payments.startPaymentIntent({
        purpose: 'order',
        customer: { userId, email: user.email, providerCustomerId: null },
        amountMinor: quote.total.priceMinor,
        currency: quote.total.currency,
        description: `Commande ${orderNumber(orderId)} — boutique Kora`,
        subject: { orderId },
        idempotencyKey: `order-${orderId}`,
      });
      await this.orders.attachPayment(orderId, session.id, intent.id);
      return {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        orderId,
        amount: quote.total,
        provider: this.payments.provider.name,
        publishableKey: this.payments.provider.publishableKey,
        expiresAt,
      };
    } catch (error) {
      await releaseAndClose(this.db, this.payments.sessions, orderId, 'failed');
      throw error;
    }
  }
}
