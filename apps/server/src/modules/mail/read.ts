/** What other modules read of the outbox and the link tokens (read views): a member's, for their privacy export. */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberTokens, outbox } from '../../db/schema/index.js';

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
