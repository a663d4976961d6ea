import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors';
import { SubscriptionsService } from './service';

/** Sends an invoice's PDF as the attachment facture-{id}.pdf. */
export async function sendInvoicePdf(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  invoiceId: number,
): Promise<FastifyReply> {
  const service = new SubscriptionsService(app.db, app.payments, app.config.publicUrl);
  const invoice = await service.invoiceOfUser(userId, invoiceId);
  const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!invoice || !user) throw notFound('Facture introuvable.');
  // PDFKit is loaded by the first invoice asked for, not by every start of the API.
  const { renderInvoicePdf } = await import('./invoice-pdf');
  const pdf = await renderInvoicePdf(invoice, user);
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="facture-${invoice.id}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
