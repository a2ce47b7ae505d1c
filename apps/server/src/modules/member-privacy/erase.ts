/**
 * Erasing a member at their request, in one transaction: their personal fields are replaced, their unused
 * link tokens and the e-mails sent to them deleted, their comments and support tickets (with the replies'
 * e-mails) deleted, their events detached, and earlier audit entries about them stop showing the values
 * erased. Reports they made of others' comments stay, under the erased member, as moderation records. Money
 * records (token records; orders and the ledger) stay, linked to the erased member's id only, for
 * MONEY_RECORD_RETENTION_YEARS (bookkeeping law outranks erasure). The member row stays too (disabled,
 * `erased_at` set), so those records keep their member. Each module's rows are written by that module.
 */
import { erasedUsername } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { AppError, notFound } from '../../platform/errors.js';
import { scrubEntries } from '../audit/service.js';
import { deleteCommentsBy } from '../comments/service.js';
import { forgetMember } from '../mail/service.js';
import { detachEvents } from '../member-events/service.js';
import { deleteNotesOf } from '../member-timeline/service.js';
import { deleteTicketsOf } from '../supports/service.js';
import { erasePersonalFields, memberToErase, PERSONAL_FIELDS } from '../users/service.js';

const alreadyErased = () => new AppError(409, 'conflict', 'err.alreadyErased');

export async function eraseMember(db: Db, id: number, ctx: AuditContext) {
  return db.transaction(async (tx) => {
    const member = await memberToErase(tx, id);
    if (!member) throw notFound();
    if (member.erasedAt) throw alreadyErased();
    const erasedAt = new Date();

    // Earlier entries first: the erasure's own entry below holds no personal value to scrub.
    await scrubEntries(tx, { resource: 'users', id, label: erasedUsername(id) }, PERSONAL_FIELDS);
    const detachedEvents = await detachEvents(tx, id, member.visitorId);
    const mail = await forgetMember(tx, id);
    // What they wrote: their comments (and the reports about them) and their tickets with the replies' e-mails.
    const deletedComments = await deleteCommentsBy(tx, id);
    const deletedTickets = await deleteTicketsOf(tx, id, member.email);
    // What staff wrote about them.
    await deleteNotesOf(tx, id);
    await erasePersonalFields(tx, id, erasedAt);

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
        detachedEvents,
        deletedTokens: mail.tokens,
        deletedMessages: mail.messages,
        deletedComments,
        deletedTickets,
      },
    });
    return { id, erased_at: erasedAt };
  });
}
