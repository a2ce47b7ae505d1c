/**
 * What member sites send about comments: a new comment (`POST /intake/comments`) and a member's report of
 * one (`POST /intake/comment-reports`). Members are named by e-mail; a member banned from commenting is
 * refused (409 `comment_banned`). A report is one per reporter per comment: a second answers the first.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { commentIntake, commentReportIntake } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { commentReports, comments } from '../../db/schema/index.js';
import { isForeignKeyViolation } from '../../platform/db-errors.js';
import { AppError, invalid } from '../../platform/errors.js';
import { storedOnce } from '../../platform/stored-once.js';
import type { MemberService } from '../users/service.js';

type NewComment = z.infer<typeof commentIntake>;
type NewReport = z.infer<typeof commentReportIntake>;

export const commentBanned = () => new AppError(409, 'comment_banned', 'err.commentBanned');

async function memberOf(ex: Executor, members: MemberService, email: string) {
  const member = await members.byEmail(ex, email);
  if (!member) throw invalid({ email: ['msg.unknownMember'] });
  return member;
}

export function commentIntakeOf(db: Db, members: MemberService) {
  return (site: { id: number }, body: NewComment, key: string | undefined) =>
    storedOnce(db, { table: comments, siteId: site.id, key }, async () => {
      const author = await memberOf(db, members, body.email);
      if (author.commentBannedAt) throw commentBanned();
      try {
        const [row] = await db
          .insert(comments)
          .values({
            siteId: site.id,
            memberId: author.id,
            videoId: body.video_id,
            body: body.comment,
            likesCount: body.likes_count ?? 0,
            idempotencyKey: key ?? null,
          })
          .returning({ id: comments.id });
        return row!.id;
      } catch (error) {
        if (isForeignKeyViolation(error)) throw invalid({ video_id: ['msg.unknownVideo'] });
        throw error;
      }
    });
}

export function reportIntakeOf(db: Db, members: MemberService) {
  return (site: { id: number }, body: NewReport) =>
    db.transaction(async (tx) => {
      // The comment locked: its count of open reports moves with each report.
      const [target] = await tx
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.id, body.comment_id), eq(comments.siteId, site.id)))
        .for('update');
      if (!target) throw invalid({ comment_id: ['msg.unknownComment'] });
      const reporter = await memberOf(tx, members, body.email);
      const [made] = await tx
        .insert(commentReports)
        .values({ commentId: target.id, reporterId: reporter.id, reason: body.reason })
        .onConflictDoNothing()
        .returning({ id: commentReports.id });
      if (!made) {
        const [first] = await tx
          .select({ id: commentReports.id })
          .from(commentReports)
          .where(and(eq(commentReports.commentId, target.id), eq(commentReports.reporterId, reporter.id)));
        return { id: first!.id, created: false };
      }
      await tx
        .update(comments)
        .set({ reportsCount: sql`${comments.reportsCount} + 1`, reportStatus: 'reported', updatedAt: new Date() })
        .where(eq(comments.id, target.id));
      return { id: made.id, created: true };
    });
}
