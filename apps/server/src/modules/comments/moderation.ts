/**
 * What a moderator does to a comment, each `POST /comments/{id}/<action>` in one transaction with the comment
 * locked, audited by the kit: enable and disable (`status`), ban (the author may no longer comment — their
 * ban audited on the member — and the comment is hidden), reject-report (the open reports are dismissed and
 * the comment kept). Hiding a reported comment (disable, ban) upholds its open reports: either way it leaves
 * the queue of reported comments.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type commentBan, commentManifest } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { commentReports } from '../../db/schema/index.js';
import { type Actions, transitionsOf } from '../../platform/crud/index.js';
import type { MemberService } from '../users/service.js';

type Row = Record<string, unknown> & { id: number };
type Ban = z.infer<typeof commentBan> | null | undefined;

/** The comment's columns once its open reports are decided (nothing when it has none). */
const decided = (row: Row, outcome: 'rejected' | 'upheld') =>
  row.reportStatus === 'reported' ? { reportStatus: outcome, reportsCount: 0 } : {};

async function decideReports(tx: Executor, commentId: number, outcome: 'rejected' | 'upheld') {
  await tx
    .update(commentReports)
    .set({ status: outcome })
    .where(and(eq(commentReports.commentId, commentId), eq(commentReports.status, 'open')));
}

export function moderation(members: MemberService): Actions {
  return transitionsOf(commentManifest, {
    enable: { summary: 'Show a comment on the site', to: 'enabled' },
    disable: {
      summary: 'Hide a comment (its open reports are upheld)',
      to: 'disabled',
      set: ({ row }) => decided(row, 'upheld'),
      after: ({ tx, row }) => decideReports(tx, row.id, 'upheld'),
    },
    ban: {
      summary: "Ban the comment's author from commenting, and hide the comment",
      to: 'disabled',
      set: ({ row }) => decided(row, 'upheld'),
      after: async ({ tx, row, ctx, body }) => {
        await decideReports(tx, row.id, 'upheld');
        await members.banFromComments(tx, Number(row.memberId), (body as Ban)?.reason ?? null, ctx);
      },
    },
    'reject-report': {
      summary: "Dismiss a comment's open reports and keep the comment",
      to: 'rejected',
      set: () => ({ reportsCount: 0 }),
      after: ({ tx, row }) => decideReports(tx, row.id, 'rejected'),
    },
  });
}
