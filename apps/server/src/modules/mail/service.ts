/**
 * What the mail module offers other modules: e-mails written in their transaction, sent after it commits. It
 * starts the mailer (when SMTP_URL is set), stopped when `app` closes.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { type Delivery, type TicketReply, writeTicketReply } from './compose.js';
import { startMailer } from './sender.js';

export type MailService = {
  /** Writes a support ticket's reply into the outbox; the message's id. */
  writeTicketReply(tx: Executor, reply: TicketReply): Promise<number>;
  /** Tells the mailer (when there is one) that a message waits: call after the commit. */
  sent(): void;
  /** Whether messages are sent (a mailer runs), and their sender. */
  delivery: Delivery;
};

export function mailService(app: FastifyInstance, db: Db, config: Config): MailService {
  const mailer = config.smtpUrl
    ? startMailer(db, { smtpUrl: config.smtpUrl, retryBaseMs: config.mailRetryBaseMs ?? 60_000, log: app.log })
    : undefined;
  if (mailer) app.addHook('onClose', () => mailer.stop());
  const delivery = { send: Boolean(mailer), from: config.mailFrom };
  return {
    writeTicketReply: (tx, reply) => writeTicketReply(tx, reply, delivery),
    sent: () => mailer?.nudge(),
    delivery,
  };
}
