import type { BillingPortalAction } from '@kora/shared/contracts';
import { billingPortalAction, billingPortalInvoice, billingPortalPage } from '@kora/shared/contracts/endpoints';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { sendPage } from '../../payments/html';
import type { PortalGrant } from '../../payments/portal-tokens';
import { sendInvoicePdf } from './invoice-download';
import { portalPageBody } from './portal-page';
import type { SubscriptionsService } from './service';

const NOTICES: Record<BillingPortalAction, string> = {
  cancel: 'Votre abonnement sera annulé à la fin de la période en cours.',
  reactivate: 'Votre abonnement a été réactivé.',
};

/** The local provider's billing portal: a signed link opened in the browser, valid one hour. */
export default async function portalRoutes(
  app: FastifyInstance,
  options: { service: SubscriptionsService },
): Promise<void> {
  const { service } = options;
  const portalPath = `${app.config.publicUrl}/api/subscription/portal`;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const grantOf = async (token: string): Promise<PortalGrant> => {
    const grant = await app.portalTokens.verify(token);
    if (!grant)
      throw new HttpError(404, 'Ce lien vers le portail de facturation a expiré. Rouvrez-le depuis votre profil.');
    return grant;
  };

  const render = async (reply: FastifyReply, token: string, notice?: string) => {
    const grant = await grantOf(token);
    const state = await service.state(grant.userId);
    const invoices = await service.invoices(grant.userId);
    return sendPage(
      reply,
      200,
      'Mon abonnement',
      portalPageBody(
        state,
        invoices,
        grant.returnUrl,
        `${portalPath}/invoices/{id}?token=${encodeURIComponent(token)}`,
        notice,
      ),
      [grant.returnUrl],
    );
  };

  route(app, billingPortalPage, async (request, reply) =>
    render(reply, request.query.token, request.query.done ? NOTICES[request.query.done] : undefined),
  );

  route(app, billingPortalAction, async (request, reply) => {
    const { token } = request.query;
    const grant = await grantOf(token);
    if (request.body.action === 'cancel') await service.cancel(grant.userId);
    else await service.reactivate(grant.userId);
    return reply.redirect(`${portalPath}?token=${encodeURIComponent(token)}&done=${request.body.action}`, 303);
  });

  route(app, billingPortalInvoice, async (request, reply) =>
    sendInvoicePdf(app, reply, (await grantOf(request.query.token)).userId, request.params.id),
  );
}
