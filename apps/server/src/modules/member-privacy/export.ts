/** Everything held about one member, for their privacy export: their row and every row that is theirs. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  auditLogs,
  commentReports,
  comments,
  members,
  memberEvents,
  memberTokens,
  outbox,
  tokenRecords,
} from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { wireColumns } from '../../platform/wire.js';
import { eventsOf, ticketsOf } from './scope.js';

export async function memberExport(ex: Executor, id: number) {
  const { search_text: _search, ...columns } = wireColumns(members);
  const [member] = await ex.select(columns).from(members).where(eq(members.id, id));
  if (!member) throw notFound();
  const events = await ex
    .select(wireColumns(memberEvents))
    .from(memberEvents)
    .where(eventsOf(id, member.visitor_id))
    .orderBy(asc(memberEvents.occurredAt), asc(memberEvents.id));
  const { member_id: _record, ...recordColumns } = wireColumns(tokenRecords);
  const tokenRecordRows = await ex
    .select(recordColumns)
    .from(tokenRecords)
    .where(eq(tokenRecords.memberId, id))
    .orderBy(asc(tokenRecords.id));
  const messages = await ex
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
    .where(eq(outbox.memberId, id))
    .orderBy(asc(outbox.id));
  const tokens = await ex
    .select({
      id: memberTokens.id,
      purpose: memberTokens.purpose,
      expires_at: memberTokens.expiresAt,
      used_at: memberTokens.usedAt,
      created_at: memberTokens.createdAt,
    })
    .from(memberTokens)
    .where(eq(memberTokens.memberId, id))
    .orderBy(asc(memberTokens.id));
  const auditEntries = await ex
    .select({
      id: auditLogs.id,
      actor_username: auditLogs.actorUsername,
      action: auditLogs.action,
      changes: auditLogs.changes,
      created_at: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(and(eq(auditLogs.resource, 'users'), eq(auditLogs.resourceId, id)))
    .orderBy(asc(auditLogs.id));
  const written = await ex
    .select({
      id: comments.id,
      video_id: comments.videoId,
      comment: comments.body,
      status: comments.status,
      created_at: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.memberId, id))
    .orderBy(asc(comments.id));
  const reports = await ex
    .select({
      id: commentReports.id,
      comment_id: commentReports.commentId,
      reason: commentReports.reason,
      created_at: commentReports.createdAt,
    })
    .from(commentReports)
    .where(eq(commentReports.reporterId, id))
    .orderBy(asc(commentReports.id));
  return {
    exported_at: new Date(),
    member,
    events,
    token_records: tokenRecordRows,
    messages,
    tokens,
    audit_entries: auditEntries,
    comments: written,
    comment_reports: reports,
    support_tickets: await ticketsOf(ex, id, member.email),
  };
}
