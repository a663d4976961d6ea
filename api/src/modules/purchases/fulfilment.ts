import type { Fulfilment } from '../../payments/fulfilment';
import type { PaymentService } from '../../payments/payment-service';
import { notifyPurchase } from './purchase-notices';
import { PurchasesRepository } from './purchases-repository';

function idOf(subject: Record<string, unknown>, key: 'trackId' | 'albumId'): number {
  const id = Number(subject[key]);
  if (!Number.isInteger(id) || id < 1) throw new Error(`A ${key} payment names no ${key}: ${String(subject[key])}`);
  return id;
}

/** A confirmed track or album payment becomes one purchase (a second delivery of the confirmation adds nothing). */
function purchaseFulfilment(repository: PurchasesRepository, bought: 'track' | 'album'): Fulfilment {
  return async ({ trx, session, subject }) => {
    if (session.user_id === null) throw new Error(`A ${bought} payment without a user`);
    const trackId = bought === 'track' ? idOf(subject, 'trackId') : null;
    const releaseId = bought === 'album' ? idOf(subject, 'albumId') : null;
    await repository.addPurchase(trx, {
      userId: session.user_id,
      trackId,
      releaseId,
      paymentSessionId: session.id,
      amountMinor: session.amount_minor,
      currency: session.currency,
    });
    await notifyPurchase(trx, session, { trackId, releaseId });
  };
}

export function registerPurchaseFulfilments(payments: PaymentService, repository: PurchasesRepository): void {
  payments.fulfilments.register('track', purchaseFulfilment(repository, 'track'));
  payments.fulfilments.register('album', purchaseFulfilment(repository, 'album'));
}
