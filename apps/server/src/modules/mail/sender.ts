/**
 * The mailer: sends the outbox's due messages through SMTP, a few at a time. A message is claimed by pushing
 * its next attempt a lease ahead (so a server that dies mid-send retries it later, and two servers never send
 * it at once), then marked sent, or given a later attempt (1, 2, 4, 8, 16 minutes), or failed after the last.
 * The link's token leaves the database once the message is sent or given up.
 */
import { createTransport } from 'nodemailer';
import { sql } from 'drizzle-orm';
import { MAIL_MAX_ATTEMPTS } from '@backlot/contract';
import { type Db, queryRows } from '../../db/client.js';
import { loggableError } from '../../platform/db-errors.js';
import { maskLink } from './links.js';

const POLL_MS = 5_000;
const BATCH = 10;
const LEASE = sql`interval '10 minutes'`;

type Due = { id: number; sender: string; recipient: string; subject: string; body: string; link: string | null };
type Log = { warn(obj: unknown, msg: string): void };

/** Starts sending (every few seconds, and at once on `nudge`); `stop` waits for a round under way. */
export function startMailer(db: Db, options: { smtpUrl: string; retryBaseMs: number; log: Log }) {
  const transport = createTransport(options.smtpUrl);
  let round: Promise<void> = Promise.resolve();
  let stopped = false;

  async function claim(): Promise<Due[]> {
    return queryRows<Due>(
      db,
      sql`update outbox set attempts = attempts + 1, next_attempt_at = now() + ${LEASE}
          where id in (select id from outbox where status = 'pending' and next_attempt_at <= now()
                       order by next_attempt_at, id limit ${BATCH} for update skip locked)
          returning id, sender, recipient, subject, body, link`,
    );
  }

  async function deliver(message: Due) {
    const text = message.link ? message.body.replace(maskLink(message.link), message.link) : message.body;
    try {
      await transport.sendMail({ from: message.sender, to: message.recipient, subject: message.subject, text });
      await db.execute(
        sql`update outbox set status = 'sent', sent_at = now(), link = null, last_error = null, updated_at = now()
            where id = ${message.id}`,
      );
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await db.execute(
        sql`update outbox set last_error = ${reason}, updated_at = now(),
              status = case when attempts >= ${MAIL_MAX_ATTEMPTS} then 'failed' else 'pending' end,
              link = case when attempts >= ${MAIL_MAX_ATTEMPTS} then null else link end,
              next_attempt_at = now() + ${options.retryBaseMs} * power(2, attempts - 1) * interval '1 millisecond'
            where id = ${message.id}`,
      );
    }
  }

  async function sendDue() {
    for (let due = await claim(); due.length && !stopped; due = await claim()) {
      for (const message of due) await deliver(message);
    }
  }

  const nudge = () => {
    if (stopped) return;
    round = round
      .then(sendDue)
      .catch((error: unknown) => options.log.warn({ err: loggableError(error) }, 'mailer failed'));
  };
  const timer = setInterval(nudge, POLL_MS);
  timer.unref();
  nudge();
  return {
    nudge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await round;
      transport.close();
    },
  };
}
