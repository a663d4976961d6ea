import type { CartQuote, CreatePaymentIntentRequest, MobileMoneyOrderCheckout } from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import type { AppConfig } from '../../config';
import { invalid } from '../../http/errors';
import { MOBILE_MONEY_UNAVAILABLE, type PaymentService } from '../../payments/payment-service';
import type { PayingCustomer } from '../../payments/provider';
import { assertReturnUrls } from '../../payments/return-urls';
import { orderNumber } from './orders-repository';

/** Where the payer's browser comes back to once the mobile-money page is done: the cart, told which order. */
export interface OrderReturnUrls {
  successUrl: string;
  cancelUrl: string;
}

/**
 * The addresses the buyer's page asked for (on one of the web app's origins), else the cart; checked
 * before anything is reserved. Both lead to the cart, which shows the order's state (paid, waiting,
 * refused): the order's id is added to them once it exists (`withOrder`).
 */
export function orderReturnUrls(request: CreatePaymentIntentRequest, config: AppConfig): OrderReturnUrls {
  const cart = `${config.webUrl}${href('cart')}`;
  const urls = { successUrl: request.successUrl ?? cart, cancelUrl: request.cancelUrl ?? cart };
  assertReturnUrls(urls, config.returnOrigins);
  return urls;
}

/** The cart's return address with `order=<id>`, whatever else it already asks. */
export function withOrder(url: string, orderId: number): string {
  const address = new URL(url);
  address.searchParams.set('order', String(orderId));
  return address.toString();
}

/** Refuses mobile money before the stock is reserved when it is off (422 on `method`, as the other starts). */
export function assertMobileMoneyOn(payments: PaymentService): void {
  if (!payments.mobileMoney) {
    throw invalid([{ propertyPath: 'method', message: MOBILE_MONEY_UNAVAILABLE }], MOBILE_MONEY_UNAVAILABLE);
  }
}

export interface MobileMoneyOrderStart {
  orderId: number;
  quote: CartQuote;
  customer: PayingCustomer;
  operator: CreatePaymentIntentRequest['operator'];
  returnUrls: OrderReturnUrls;
  expiresAt: string;
}

/**
 * Opens the mobile-money payment of a reserved order: the total in FCFA at the peg, the provider's page
 * to send the browser to, and the sentence saying what is charged. The same order asks once: a retry
 * answers the same payment.
 */
export async function startMobileMoneyOrder(
  payments: PaymentService,
  start: MobileMoneyOrderStart,
): Promise<{ answer: MobileMoneyOrderCheckout; paymentSessionId: number; providerId: string }> {
  const { orderId, quote } = start;
  const { session, checkout } = await payments.startCheckout({
    purpose: 'order',
    method: 'mobile_money',
    operator: start.operator,
    customer: start.customer,
    amountMinor: quote.total.priceMinor,
    currency: quote.total.currency,
    description: `Commande ${orderNumber(orderId)} — boutique Kora`,
    subject: { orderId },
    successUrl: withOrder(start.returnUrls.successUrl, orderId),
    cancelUrl: withOrder(start.returnUrls.cancelUrl, orderId),
    idempotencyKey: `order-${orderId}-mm`,
  });
  const charge = payments.chargeOf(session);
  if (charge.method !== 'mobile_money') throw new Error(`Order ${orderId}: a mobile-money start opened a card session`);
  const { amountXof, chargeLabel } = charge;
  return {
    answer: {
      orderId,
      amount: quote.total,
      expiresAt: start.expiresAt,
      ...checkout,
      method: 'mobile_money',
      amountXof,
      chargeLabel,
    },
    paymentSessionId: session.id,
    providerId: session.provider_session_id ?? session.public_id,
  };
}
