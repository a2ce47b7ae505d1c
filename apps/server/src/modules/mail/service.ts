/**
 * What the mail module offers other modules: e-mails (to members, and staff digests) written in their
 * transaction, sent after it commits (the service starts the mailer when SMTP_URL is set, stopped when `app`
 * closes), and a member's e-mails and link tokens deleted at their erasure.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { memberTokens, outbox } from '../../db/schema/index.js';
import { type Delivery, type TicketReply, writeTicketReply } from './compose.js';
import { startMailer } from './sender.js';
import { type StaffDigest, writeStaffDigest } from './staff-digest.js';

export type MailService = {
  /** Writes a support ticket's reply into the outbox; the message's id. */
  writeTicketReply(tx: Executor, reply: TicketReply): Promise<number>;
  /** Writes a digest to each of its staff recipients due one (`staff-digest.ts`); how many were written. */
  writeStaffDigest(tx: Executor, digest: StaffDigest): Promise<number>;
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
    writeStaffDigest: (tx, digest) => writeStaffDigest(tx, digest, delivery),
    sent: () => mailer?.nudge(),
    delivery,
  };
}

/** At a member's erasure: their unused link tokens and the e-mails written to them deleted; how many of each. */
export async function forgetMember(tx: Executor, memberId: number) {
  const tokens = await tx
    .delete(memberTokens)
    .where(and(eq(memberTokens.memberId, memberId), isNull(memberTokens.usedAt)))
    .returning({ id: memberTokens.id });
  const messages = await tx.delete(outbox).where(eq(outbox.memberId, memberId)).returning({ id: outbox.id });
  return { tokens: tokens.length, messages: messages.length };
}

/** Deletes these e-mails (a support ticket's replies, with the ticket). */
export async function deleteMessages(tx: Executor, ids: number[]) {
  if (ids.length) await tx.delete(outbox).where(inArray(outbox.id, ids));
}
