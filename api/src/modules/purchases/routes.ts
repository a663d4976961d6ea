import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/plugin';
import { unauthorized } from '../../http/errors';
import type { IdParams } from '../../http/schemas';
import type { DownloadFormat } from '../../media/audio/renditions';
import { DownloadRights } from './download-rights';
import { registerPurchaseFulfilments } from './fulfilment';
import { paymentDataErrors } from './payment-data-errors';
import paymentStatusRoutes from './payment-status-routes';
import { PurchaseCheckout, SIGN_IN_TO_BUY, type ReturnUrls } from './purchase-checkout';
import { PurchasesRepository } from './purchases-repository';
import { albumCheckoutSchema, downloadSchema, trackCheckoutSchema } from './schemas';
import { sendTrackFile } from './track-download';
import userTrackRoutes from './user-track-routes';
import { reachableTrackOrNotFound } from './track-lookup';

type IdempotencyHeaders = { 'idempotency-key'?: string };

/** Buying tracks and albums (catalogue-and-commerce.md §7 "Purchases and downloads") and downloading them. */
export default async function purchasesModule(app: FastifyInstance): Promise<void> {
  const repository = new PurchasesRepository(app.db);
  const rights = new DownloadRights(app.db);
  const checkout = new PurchaseCheckout(app.db, app.payments, app.config);
  registerPurchaseFulfilments(app.payments, repository);

  /** Before the body is checked: buying needs a signed-in user first. */
  const requireBuyer = async (request: FastifyRequest) => {
    try {
      await app.requireUser(request);
    } catch {
      throw unauthorized(SIGN_IN_TO_BUY);
    }
  };
  const buying = { preValidation: requireBuyer, schemaErrorFormatter: paymentDataErrors };

  app.post<{ Body: ReturnUrls & { trackId: number; amount: number }; Headers: IdempotencyHeaders }>(
    '/create-stripe-session',
    { schema: trackCheckoutSchema, ...buying },
    async (request) =>
      checkout.forTrack(
        currentUser(request).id,
        request.body.trackId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post<{ Body: ReturnUrls & { albumId: number; amount: number }; Headers: IdempotencyHeaders }>(
    '/create-album-stripe-session',
    { schema: albumCheckoutSchema, ...buying },
    async (request) =>
      checkout.forAlbum(
        currentUser(request).id,
        request.body.albumId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  const folders = { uploadsDir: app.config.uploadsDir, mastersDir: app.config.mastersDir };
  app.get<{ Params: IdParams; Querystring: { format?: DownloadFormat } }>(
    '/track/:id/download',
    { schema: downloadSchema, preHandler: app.requireUser, exposeHeadRoute: false },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const track = await reachableTrackOrNotFound(repository, request.params.id, userId);
      return sendTrackFile(request, reply, rights, userId, track, request.query.format ?? 'master', folders);
    },
  );

  app.register(userTrackRoutes, { repository, rights });
  app.register(paymentStatusRoutes);
}
