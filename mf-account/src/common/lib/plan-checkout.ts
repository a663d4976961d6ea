import { errorText, href, http } from '@kora/shared';
import type { MobileMoneyOperator, PaymentMethod, PlanName } from '@kora/shared/contracts';
import { startSubscriptionCheckout } from '@kora/shared/contracts/endpoints';
import { goToCheckout } from './checkout';
import { rememberPaymentChoice } from '@kora/shared/payment-choice';
import { siteUrl } from './redirect';

export interface PlanPayment {
  plan: Exclude<PlanName, 'free'>;
  method: PaymentMethod;
  operator?: MobileMoneyOperator | null;
}

/** What the page says when a checkout cannot start (the server's refusal, else its own words). */
export interface PlanCheckoutTexts {
  sessionError: string;
  missingSessionId: string;
}

/**
 * Opens the plan's payment and sends the browser to it: by card a monthly subscription, by mobile money
 * one prepaid month (the same plan again adds a month). The way it paid is remembered once the server
 * took it. Throws an Error with the text to show.
 */
export async function payForPlan({ plan, method, operator }: PlanPayment, texts: PlanCheckoutTexts): Promise<void> {
  const answer = await http
    .call(startSubscriptionCheckout, {
      body: {
        plan,
        successUrl: siteUrl(href('subscriptionSuccess')),
        cancelUrl: siteUrl(href('subscriptionCancel')),
        // A card checkout's body stays as it always was.
        ...(method === 'mobile_money' ? { method, ...(operator ? { operator } : {}) } : {}),
      },
    })
    .catch((failure: unknown) => {
      throw new Error(errorText(failure, texts.sessionError));
    });
  if (!answer?.data?.sessionId) throw new Error(texts.missingSessionId);
  rememberPaymentChoice(method, operator);
  await goToCheckout(answer.data);
}
