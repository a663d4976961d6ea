import { href } from '@kora/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../mail/mailer';
import { notify } from '../notifications/notify';
import type { SupportReplyRow, SupportRequestRow } from './support-repository';

/** Where a member reads a request: the profile's 'Aide' tab, that request open. */
export const supportRequestLink = (requestId: number) => `${href('profile')}?tab=support&request=${requestId}`;

/** The e-mail a reply of the support team sends: the reply itself, as plain text. */
export function supportReplyMessage(
  request: SupportRequestRow,
  reply: SupportReplyRow,
  link: string | null,
): MailMessage {
  return {
    to: request.requester_email,
    subject: `Réponse à votre demande : ${request.subject}`,
    text:
      `Bonjour ${request.requester_name},\n\n` +
      `L'équipe support a répondu à votre demande « ${request.subject} » :\n\n${reply.message}\n\n` +
      (link
        ? `Retrouvez la conversation et répondez ici : ${link}\n\n`
        : 'Répondez simplement en nous écrivant de nouveau.\n\n') +
      "L'équipe Kora",
  };
}

/**
 * Tells the requester of a support team's reply: the bell (members; once per reply) and an e-mail. A
 * mail that cannot leave does not undo the reply: it is logged, without the message.
 */
export async function tellOfSupportReply(
  app: FastifyInstance,
  request: SupportRequestRow,
  reply: SupportReplyRow,
): Promise<void> {
  const link = request.user_id !== null ? supportRequestLink(request.id) : null;
  if (request.user_id !== null && link) {
    await notify(app.db, request.user_id, 'support-reply', { subject: request.subject }, link, {
      once: `support-reply:${reply.id}`,
    });
  }
  try {
    await app.mailer.send(supportReplyMessage(request, reply, link && `${app.config.webUrl}${link}`));
  } catch (error) {
    app.log.warn(
      { requestId: request.id, reason: error instanceof Error ? error.message : 'unknown' },
      'support reply mail not sent',
    );
  }
}
