import { checkoutAlbum, checkoutTrack, downloadTrack } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { route } from '../../http/route';
import { DownloadRights } from './download-rights';
import { registerPurchaseFulfilments } from './fulfilment';
import { paymentDataErrors } from './checkout-refusals';
import paymentStatusRoutes from './payment-status-routes';
import { PurchaseCheckout, SIGN_IN_TO_BUY } from './purchase-checkout';
import { PurchasesRepository } from './purchases-repository';
import { sendTrackFile } from './track-download';
import userTrackRoutes from './user-track-routes';
import { reachableTrackOrNotFound } from './track-lookup';

/** The Idempotency-Key a checkout was sent with (its schema takes one string at most). */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

/** Buying tracks and albums (catalogue-and-commerce.md §7 "Purchases and downloads") and downloading them. */
export default async function purchasesModule(app: FastifyInstance): Promise<void> {
  const repository = new PurchasesRepository(app.db);
  const rights = new DownloadRights(app.db);
  const checkout = new PurchaseCheckout(app.db, app.payments, app.config);
  registerPurchaseFulfilments(app.payments, repository);

  const buying = { signInMessage: SIGN_IN_TO_BUY, inputErrors: paymentDataErrors };
  route(
    app,
    checkoutTrack,
    async (request) =>
      checkout.forTrack(currentUser(request).id, request.body.trackId, request.body, idempotencyKeyOf(request)),
    buying,
  );
  route(
    app,
    checkoutAlbum,
    async (request) =>
      checkout.forAlbum(currentUser(request).id, request.body.albumId, request.body, idempotencyKeyOf(request)),
    buying,
  );

  route(
    app,
    downloadTrack,
    async (request, reply) => {
      const userId = currentUser(request).id;
      const track = await reachableTrackOrNotFound(repository, request.params.id, userId);
      return sendTrackFile(request, reply, rights, userId, track, request.query.format ?? 'master', app.storage);
    },
    { exposeHeadRoute: false },
  );

  await app.register(userTrackRoutes, { repository, rights });
  await app.register(paymentStatusRoutes);
}
