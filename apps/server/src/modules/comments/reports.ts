/**
 * Comment reports (`GET /comments/reports`, `list-comment-reports`): each report with the comment it is
 * about, newest first; filtered by state, comment and day; `q` matches the reason or the comment's text.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { commentReportManifest } from '@backlot/contract';
import { commentReports, comments, members, videos } from '../../db/schema/index.js';
import { crudResource, declared, type KitDeps } from '../../platform/crud/index.js';

/** The reporter's username (the kit joins each table once; the comment's author takes the members join). */
const reporterName = sql<string>`(select r.username from members r where r.id = ${commentReports.reporterId})`;

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
        leftJoins: [
          { table: comments, on: eq(comments.id, commentReports.commentId) },
          { table: members, on: eq(members.id, comments.memberId) },
          { table: videos, on: eq(videos.id, comments.videoId) },
        ],
        columns: {
          id: commentReports.id,
          comment_id: commentReports.commentId,
          reporter_id: commentReports.reporterId,
          reporter_username: reporterName,
          reason: commentReports.reason,
          status: commentReports.status,
          created_at: commentReports.createdAt,
          comment: comments.body,
          comment_status: comments.status,
          comment_member_id: comments.memberId,
          comment_member_username: members.username,
          comment_video_id: comments.videoId,
          comment_video_title: videos.title,
        },
      },
      columns: { comment: comments.body },
      filterTargets: { created: commentReports.createdAt },
    }),
  );
}
