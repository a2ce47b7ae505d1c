/** What other modules read of the comments (read views): a member's, for their privacy export and timeline. */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { commentReports, comments } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';

/** The comments a member wrote. */
export function commentsBy(ex: Executor, memberId: number) {
  return ex
    .select({
      id: comments.id,
      video_id: comments.videoId,
      comment: comments.body,
      status: comments.status,
      created_at: comments.createdAt,
    })
    .from(comments)
    .where(eq(comments.memberId, memberId))
    .orderBy(asc(comments.id));
}

/** The reports a member made of comments. */
export function reportsBy(ex: Executor, memberId: number) {
  return ex
    .select({
      id: commentReports.id,
      comment_id: commentReports.commentId,
      reason: commentReports.reason,
      created_at: commentReports.createdAt,
    })
    .from(commentReports)
    .where(eq(commentReports.reporterId, memberId))
    .orderBy(asc(commentReports.id));
}

/** The comments a member wrote as entries of their timeline (the timeline's columns, for a union). */
export const commentsOnTimeline = (memberId: number): SQL =>
  sql`select 'comment' as kind, ${comments.id} as id, ${comments.createdAt} as at, ${comments.body} as text,
    ${comments.status} as status, null::bigint as amount, null::text as currency, null::text as author
    from ${comments} where ${comments.memberId} = ${memberId}`;
/** New reports of comments, as they arrived (`platform/arrivals.ts`), named by the comment reported. */
export const reportArrivals: Arrivals = (since) =>
  sql`select ${commentReports.commentId}::text as id, ${commentReports.createdAt} as at, ${commentReports.reason} as label
      from ${commentReports} where ${commentReports.createdAt} > ${since}`;
