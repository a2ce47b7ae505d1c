/**
 * Everything held about one member, for their privacy export: their row and every row that is theirs, each
 * read through the read view of the module that keeps it.
 */
import type { Executor } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { entriesAbout } from '../audit/read.js';
import { commentsBy, reportsBy } from '../comments/read.js';
import { linkTokensOf, messagesTo } from '../mail/read.js';
import { memberEventsOf } from '../member-events/read.js';
import { ticketsOf } from '../supports/read.js';
import { memberRecord, tokenRecordsOf } from '../users/read.js';

export async function memberExport(ex: Executor, id: number) {
  const member = await memberRecord(ex, id);
  if (!member) throw notFound();
  return {
    exported_at: new Date(),
    member,
    events: await memberEventsOf(ex, id, member.visitor_id),
    token_records: await tokenRecordsOf(ex, id),
    messages: await messagesTo(ex, id),
    tokens: await linkTokensOf(ex, id),
    audit_entries: await entriesAbout(ex, 'users', id),
    comments: await commentsBy(ex, id),
    comment_reports: await reportsBy(ex, id),
    support_tickets: await ticketsOf(ex, id, member.email),
  };
}
