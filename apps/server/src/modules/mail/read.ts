/**
 * What other modules read of the outbox and the link tokens (read views): an e-mail's status, and a member's
 * e-mails and tokens for their privacy export.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { memberTokens, outbox } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';

/** The e-mails written to a member, without their bodies and links. */
export function messagesTo(ex: Executor, memberId: number) {
  return ex
    .select({
      id: outbox.id,
      template: outbox.template,
      language: outbox.language,
      recipient: outbox.recipient,
      subject: outbox.subject,
      status: outbox.status,
      sent_at: outbox.sentAt,
      created_at: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.memberId, memberId))
    .orderBy(asc(outbox.id));
}

/** A member's link tokens, without the tokens. */
export function linkTokensOf(ex: Executor, memberId: number) {
  return ex
    .select({
      id: memberTokens.id,
      purpose: memberTokens.purpose,
      expires_at: memberTokens.expiresAt,
      used_at: memberTokens.usedAt,
      created_at: memberTokens.createdAt,
    })
    .from(memberTokens)
    .where(eq(memberTokens.memberId, memberId))
    .orderBy(asc(memberTokens.id));
}

/** The status of the e-mail whose id `messageId` holds (a ticket reply's), read with each row. */
export const messageStatus = (messageId: PgColumn): SQL<string | null> =>
  sql`(select o.status from ${outbox} o where o.id = ${qualified(messageId)})`;

/** E-mails given up after their last attempt, as they failed (`platform/arrivals.ts`; `outbox_failed_idx`). */
export const failedMailArrivals: Arrivals = (since) =>
  sql`select ${outbox.id}::text as id, ${outbox.updatedAt} as at, ${outbox.subject} as label
      from ${outbox} where ${outbox.status} = 'failed' and ${outbox.updatedAt} > ${since}`;
