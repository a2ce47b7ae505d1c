/**
 * Comments (`/comments`): a declared resource without create or update (comments arrive through the intake),
 * listed as a moderation queue (most open reports first), moderated (`moderation.ts`) and deleted; their
 * reports (`GET /comments/reports`, `reports.ts`); and the member site's intakes and ban check.
 */
import { eq, gt } from 'drizzle-orm';
import {
  EXPORT_FIELDS,
  commentBanCheck,
  commentBanState,
  commentIntake,
  commentManifest,
  commentReportIntake,
} from '@backlot/contract';
import { comments } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import { registerIntake, registerSiteWrite } from '../../platform/intake.js';
import type { Module, Uses } from '../module.js';
import { memberCommentBanned, memberUsername } from '../users/read.js';
import { videoSerialNumber, videoTitle } from '../videos/read.js';
import { commentIntakeOf, reportIntakeOf } from './intake.js';
import { moderation } from './moderation.js';
import { registerReports } from './reports.js';

export const commentsModule: Module<Uses<'members' | 'intake'>> = (app, deps, { members: memberService, intake }) => {
  const { db } = deps;
  // The reports' static path first, so `/comments/reports` is never read as a comment's id.
  registerReports(app, deps);
  crudResource(
    app,
    deps,
    declared(commentManifest, {
      export: { filename: 'comments.csv', ...EXPORT_FIELDS.comments },
      table: comments,
      operations: ['list', 'show', 'delete'],
      read: {
        columns: {
          id: comments.id,
          site_id: comments.siteId,
          member_id: comments.memberId,
          member_username: memberUsername(comments.memberId),
          member_banned: memberCommentBanned(comments.memberId),
          video_id: comments.videoId,
          video_title: videoTitle(comments.videoId),
          video_serial_number: videoSerialNumber(comments.videoId),
          comment: comments.body,
          likes_count: comments.likesCount,
          status: comments.status,
          report_status: comments.reportStatus,
          reports_count: comments.reportsCount,
          created_at: comments.createdAt,
          updated_at: comments.updatedAt,
        },
      },
      columns: { comment: comments.body },
      filterTargets: {
        reported: (reported: boolean) => (reported ? gt(comments.reportsCount, 0) : eq(comments.reportsCount, 0)),
        created: comments.createdAt,
      },
      actions: moderation(memberService),
    }),
  );

  registerIntake(app, intake, {
    path: 'comments',
    summary: 'Receive a comment from a member site (409 comment_banned for a member banned from commenting)',
    body: commentIntake,
    receive: commentIntakeOf(db, memberService),
    perSiteKey: true,
  });
  registerIntake(app, intake, {
    path: 'comment-reports',
    summary: "Receive a member's report of a comment (one per reporter per comment)",
    body: commentReportIntake,
    receive: reportIntakeOf(db, memberService),
    perSiteKey: true,
  });
  registerSiteWrite(app, intake, {
    path: 'comment-bans/check',
    summary: 'Whether the member with this e-mail is banned from commenting',
    body: commentBanCheck,
    response: commentBanState,
    write: async (_site, { email }) => {
      const member = await memberService.byEmail(db, email);
      if (!member) throw invalid({ email: ['msg.unknownMember'] });
      return { banned: member.commentBannedAt !== null, banned_at: member.commentBannedAt?.toISOString() ?? null };
    },
  });
};
