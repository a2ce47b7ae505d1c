/**
 * Erasing a member at their request, in one transaction: their personal fields are replaced, their unused
 * link tokens and the e-mails sent to them deleted, their comments and support tickets (with the replies'
 * e-mails) deleted, their events detached, and earlier audit entries about them stop showing the values
 * erased. Reports they made of others' comments stay, under the erased member, as moderation records. Money records (token records; orders and the ledger) stay, linked to
 * the erased member's id only, for MONEY_RECORD_RETENTION_YEARS (bookkeeping law outranks erasure).
 * The member row stays too (disabled, `erased_at` set), so those records keep their member.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AUDIT_ERASED, ERASED_VISITOR, erasedEmail, erasedUsername } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import {
  auditLogs,
  comments,
  members,
  memberEvents,
  memberTokens,
  outbox,
  supportReplies,
  supportTickets,
} from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import { eventsOf, PERSONAL_FIELDS, ticketsOf } from './scope.js';

const alreadyErased = () => new AppError(409, 'conflict', 'err.alreadyErased');

/**
 * Earlier entries about the member (their creation, edits) keep the values as they were: each personal field
 * of their changes now reads AUDIT_ERASED, and their label the erased username.
 */
async function scrubAuditEntries(tx: Executor, id: number) {
  const about = and(eq(auditLogs.resource, 'users'), eq(auditLogs.resourceId, id));
  const entries = await tx.select({ id: auditLogs.id, changes: auditLogs.changes }).from(auditLogs).where(about);
  const erased = { before: AUDIT_ERASED, after: AUDIT_ERASED };
  for (const entry of entries) {
    const changes = Object.fromEntries(
      Object.entries(entry.changes).map(([field, change]) => [
        field,
        (PERSONAL_FIELDS as readonly string[]).includes(field) ? erased : change,
      ]),
    );
    await tx
      .update(auditLogs)
      .set({ changes, recordLabel: erasedUsername(id) })
      .where(eq(auditLogs.id, entry.id));
  }
}

export async function eraseMember(db: Db, id: number, ctx: AuditContext) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({
        status: members.status,
        email: members.email,
        visitorId: members.visitorId,
        erasedAt: members.erasedAt,
      })
      .from(members)
      .where(eq(members.id, id))
      .for('update');
    if (!member) throw notFound();
    if (member.erasedAt) throw alreadyErased();
    const erasedAt = new Date();

    // Earlier entries first: the erasure's own entry below holds no personal value to scrub.
    await scrubAuditEntries(tx, id);
    const detached = await tx
      .update(memberEvents)
      .set({ memberId: null, visitorId: ERASED_VISITOR })
      .where(eventsOf(id, member.visitorId))
      .returning({ id: memberEvents.id });
    const tokens = await tx
      .delete(memberTokens)
      .where(and(eq(memberTokens.memberId, id), isNull(memberTokens.usedAt)))
      .returning({ id: memberTokens.id });
    const messages = await tx.delete(outbox).where(eq(outbox.memberId, id)).returning({ id: outbox.id });
    // What they wrote: their comments (and the reports about them) and their tickets with the replies' e-mails.
    const written = await tx.delete(comments).where(eq(comments.memberId, id)).returning({ id: comments.id });
    const tickets = (await ticketsOf(tx, id, member.email)).map((ticket) => ticket.id);
    if (tickets.length) {
      const replies = await tx
        .select({ outboxId: supportReplies.outboxId })
        .from(supportReplies)
        .where(inArray(supportReplies.ticketId, tickets));
      const mailed = replies.flatMap((reply) => (reply.outboxId ? [reply.outboxId] : []));
      if (mailed.length) await tx.delete(outbox).where(inArray(outbox.id, mailed));
      await tx.delete(supportTickets).where(inArray(supportTickets.id, tickets));
    }
    await tx
      .update(members)
      .set({
        username: erasedUsername(id),
        email: erasedEmail(id),
        firstName: null,
        lastName: null,
        birthdate: null,
        phone: null,
        avatarId: null,
        bannerId: null,
        visitorId: null,
        referrer: null,
        landingPage: null,
        status: 'disabled',
        erasedAt,
        updatedAt: erasedAt,
      })
      .where(eq(members.id, id));

    // Only what tells what was done: no value erased, not even as "before".
    await recordAudit(tx, ctx, {
      action: 'erase',
      resource: 'users',
      resourceId: id,
      label: erasedUsername(id),
      before: { status: member.status, erasedAt: null },
      after: {
        status: 'disabled',
        erasedAt,
        detachedEvents: detached.length,
        deletedTokens: tokens.length,
        deletedMessages: messages.length,
        deletedComments: written.length,
        deletedTickets: tickets.length,
      },
    });
    return { id, erased_at: erasedAt };
  });
}
