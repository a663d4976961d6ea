import {
  DEFAULT_TRACK_PRICE_MINOR,
  type MobileMoneyOperator,
  type PaymentMethod,
  type PurchaseCheckoutResponse,
} from '@kora/shared/contracts';
import { href } from '@kora/shared/routes';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { notFound, unauthorized } from '../../http/errors';
import { priceOf } from '../../http/money';
import type { PaymentService } from '../../payments/payment-service';
import { assertReturnUrls } from '../../payments/return-urls';
import { PurchasesRepository } from './purchases-repository';
import { trackOrNotFound } from './track-lookup';

export const SIGN_IN_TO_BUY = 'Vous devez être connecté pour effectuer un achat.';

export interface ReturnUrls {
  successUrl?: string;
  cancelUrl?: string;
}

/** A start call's body: where to come back, and how to pay (card unless said). */
export interface CheckoutChoice extends ReturnUrls {
  method?: PaymentMethod;
  operator?: MobileMoneyOperator;
}

/**
 * Opens a checkout for a track or an album at the price the catalogue sets (the amount a client
 * sends is never charged), by card or by mobile money (that price in FCFA, said in the answer). Nothing
 * is bought until the provider confirms the payment.
 */
export class PurchaseCheckout {
  private readonly purchases: PurchasesRepository;

  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly config: AppConfig,
  ) {
    this.purchases = new PurchasesRepository(db);
  }

  private async customer(userId: number) {
    const user = await this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
    if (!user) throw unauthorized(SIGN_IN_TO_BUY);
    return { userId, email: user.email, providerCustomerId: null };
  }

  private releaseUrl(releaseId: number, query = ''): string {
    return `${this.config.webUrl}${href('release', { id: releaseId })}${query}`;
  }

  private returnUrls(urls: CheckoutChoice, defaults: Required<ReturnUrls>): Required<ReturnUrls> {
    const chosen = {
      successUrl: urls.successUrl ?? defaults.successUrl,
      cancelUrl: urls.cancelUrl ?? defaults.cancelUrl,
    };
    assertReturnUrls(chosen, this.config.returnOrigins);
    return chosen;
  }

  async forTrack(
    userId: number,
    trackId: number,
    choice: CheckoutChoice,
    idempotencyKey?: string,
  ): Promise<PurchaseCheckoutResponse> {
    const track = await trackOrNotFound(this.purchases, trackId);
    const amountMinor = track.priceMinor > 0 ? track.priceMinor : DEFAULT_TRACK_PRICE_MINOR;
    const currency = track.priceMinor > 0 ? track.currency : 'EUR';
    const returnUrls = this.returnUrls(choice, {
      successUrl: this.releaseUrl(track.releaseId, `?payment_success=true&track_id=${track.id}`),
      cancelUrl: this.releaseUrl(track.releaseId),
    });
    const { session, checkout } = await this.payments.startCheckout({
      purpose: 'track',
      customer: await this.customer(userId),
      amountMinor,
      currency,
      // A single's release bears its track's title: the line names it once.
      description:
        track.releaseTitle === track.title
          ? `Titre « ${track.title} »`
          : `Titre « ${track.title} » — ${track.releaseTitle}`,
      subject: { trackId: track.id, releaseId: track.releaseId },
      ...returnUrls,
      idempotencyKey,
      method: choice.method,
      operator: choice.operator,
    });
    return { ...checkout, ...priceOf(amountMinor, currency), ...this.payments.chargeOf(session) };
  }

  async forAlbum(
    userId: number,
    albumId: number,
    choice: CheckoutChoice,
    idempotencyKey?: string,
  ): Promise<PurchaseCheckoutResponse> {
    const album = await this.purchases.findAlbumForSale(albumId);
    if (!album || album.trackCount === 0) throw notFound('Album introuvable.');
    const amountMinor = album.priceMinor > 0 ? album.priceMinor : album.tracksPriceMinor;
    const returnUrls = this.returnUrls(choice, {
      successUrl: this.releaseUrl(album.id),
      cancelUrl: this.releaseUrl(album.id),
    });
    const { session, checkout } = await this.payments.startCheckout({
      purpose: 'album',
      customer: await this.customer(userId),
      amountMinor,
      currency: album.currency,
      description: `Album « ${album.title} » — ${album.artistName} (${album.trackCount} titres)`,
      subject: { albumId: album.id },
      ...returnUrls,
      idempotencyKey,
      method: choice.method,
      operator: choice.operator,
    });
    return { ...checkout, ...priceOf(amountMinor, album.currency), ...this.payments.chargeOf(session) };
  }
}
