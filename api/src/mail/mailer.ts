import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends account mail: over SMTP when configured, otherwise into the outbox folder as .eml files. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** One JSON file per message, `<outbox>/<time>-<random>.json`: { from, to, subject, text, html?, date }. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const date = new Date().toISOString();
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${date.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
    await writeFile(
      path.join(this.outboxDir, name),
      `${JSON.stringify({ from: this.from, ...message, date }, null, 2)}\n`,
      { mode: 0o600 },
    );
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.from);
  log.info({ outbox: config.outboxDir }, 'SMTP_URL is not set: mails are written to the outbox folder');
  return new OutboxMailer(config.outboxDir, config.from);
}
