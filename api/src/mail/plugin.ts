import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP when SMTP_URL is set, else the outbox folder. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('mailer', createMailer(app.config.mail, app.log));
  },
  { name: 'kora-mail' },
);
