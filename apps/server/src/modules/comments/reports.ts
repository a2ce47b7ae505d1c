/**
 * Comment reports (`GET /comments/reports`, `list-comment-reports`): each report with the comment it is
 * about, newest first; filtered by state, comment and day; `q` matches the reason or the comment's text.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { commentReportManifest } from '@backlot/contract';
import { commentReports, comments } from '../../db/schema/index.js';
import { crudResource, declared, type KitDeps } from '../../platform/crud/index.js';
import { memberUsername } from '../users/read.js';
import { videoTitle } from '../videos/read.js';

export function registerReports(app: FastifyInstance, deps: KitDeps) {
  crudResource(
    app,
    deps,
    declared(commentReportManifest, {
      table: commentReports,
      path: 'comments/reports',
      label: 'comment reports',
      operations: ['list'],
      read: {
        leftJoins: [{ table: comments, on: eq(comments.id, commentReports.commentId) }],
        columns: {
          id: commentReports.id,
          comment_id: commentReports.commentId,
          reporter_id: commentReports.reporterId,
          reporter_username: memberUsername(commentReports.reporterId),
          reason: commentReports.reason,
          status: commentReports.status,
          created_at: commentReports.createdAt,
          comment: comments.body,
          comment_status: comments.status,
          comment_member_id: comments.memberId,
          comment_member_username: memberUsername(comments.memberId),
          comment_video_id: comments.videoId,
          comment_video_title: videoTitle(comments.videoId),
        },
      },
      columns: { comment: comments.body },
      filterTargets: { created: commentReports.createdAt },
    }),
  );
}
