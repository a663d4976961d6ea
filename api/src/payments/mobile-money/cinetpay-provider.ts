import type { WebhookHeaders } from '../provider';
import type { CinetPayClient } from './cinetpay-client';
import { roundUpToStep } from './fcfa';
import {
  newTransactionId,
  verifiedTransactionId,
  type MobileMoneyProvider,
  type MobileMoneyStart,
  type MobileMoneyStartRequest,
  type MobileMoneyStatusReport,
} from './mobile-money-provider';

/** CinetPay takes XOF amounts in multiples of 5 francs, from 100 (init documentation). */
export const CINETPAY_AMOUNT_STEP = 5;
export const CINETPAY_MINIMUM_XOF = 100;

/** Mobile money through CinetPay's hosted checkout (channels MOBILE_MONEY). */
export class CinetPayMobileMoneyProvider implements MobileMoneyProvider {
  readonly name = 'cinetpay' as const;
  readonly siteId: string;
  readonly #secretKey: string;

  constructor(
    private readonly client: CinetPayClient,
    secretKey: string,
  ) {
    this.siteId = client.siteId;
    this.#secretKey = secretKey;
  }

  chargeableAmount(xof: number): number {
    return roundUpToStep(xof, CINETPAY_AMOUNT_STEP, CINETPAY_MINIMUM_XOF);
  }

  async start(request: MobileMoneyStartRequest): Promise<MobileMoneyStart> {
    if (request.amountXof !== this.chargeableAmount(request.amountXof)) {
      throw new RangeError(
        `CinetPay ne prend que des multiples de ${CINETPAY_AMOUNT_STEP} FCFA d'au moins ${CINETPAY_MINIMUM_XOF} : ${request.amountXof} (passez par chargeableAmount).`,
      );
    }
    const transactionId = newTransactionId();
    const { customer } = request;
    const { paymentUrl } = await this.client.initPayment({
      transactionId,
      amountXof: request.amountXof,
      description: request.description,
      notifyUrl: request.notifyUrl,
      returnUrl: request.returnUrl,
      metadata: request.paymentSessionId,
      lang: 'fr',
      customer: {
        id: String(customer.userId),
        email: customer.email,
        ...(customer.name && { name: customer.name }),
        ...(customer.phone && { phoneNumber: customer.phone.e164 }),
      },
    });
    return { transactionId, url: paymentUrl };
  }

  verifyNotification(fields: Readonly<Record<string, unknown>>, headers: WebhookHeaders): string {
    return verifiedTransactionId(fields, headers, { siteId: this.siteId, secretKey: this.#secretKey });
  }

  checkStatus(transactionId: string): Promise<MobileMoneyStatusReport> {
    return this.client.checkPayment(transactionId);
  }
}
