/**
 * A complaint's transitions (the contract's manifest): upheld or rejected with a note, who and when recorded;
 * and its video taken off the site at once, through the videos' service, in the complaint's transaction.
 */
import { complaintManifest } from '@backlot/contract';
import type { AuditContext } from '../../platform/audit.js';
import { type ActionScope, invalidTransition, type Row, transitionsOf } from '../../platform/crud/index.js';
import type { Executor } from '../../db/client.js';
import type { VideoService } from '../videos/service.js';

type Decision = { note: string; hide_video?: boolean };

const decided = (ctx: AuditContext, body: Decision) => ({
  decisionNote: body.note,
  decidedAt: new Date(),
  decidedBy: ctx.actorId,
});

export function complaintActions(videos: VideoService) {
  /** Hides the complaint's video; the complaint records when. */
  const hideVideo = async (tx: Executor, row: Row, ctx: AuditContext) => {
    await videos.hide(tx, row.videoId as number, ctx);
    return { videoHiddenAt: new Date() };
  };
  return transitionsOf(complaintManifest, {
    uphold: {
      summary: 'Uphold a complaint with a note, taking its video off the site when asked (hide_video)',
      to: 'upheld',
      guard: ({ row, body }: ActionScope<Decision>) => {
        if (body.hide_video && row.videoId == null) throw invalidTransition();
      },
      set: async ({ tx, row, ctx, body }: ActionScope<Decision>) => ({
        ...decided(ctx, body),
        ...(body.hide_video && row.videoHiddenAt == null ? await hideVideo(tx, row, ctx) : {}),
      }),
    },
    reject: {
      summary: 'Reject a complaint with a note',
      to: 'rejected',
      set: ({ ctx, body }: ActionScope<Decision>) => decided(ctx, body),
    },
    'hide-video': {
      summary: "Take an open complaint's video off the site at once",
      to: 'open',
      set: ({ tx, row, ctx }) => hideVideo(tx, row, ctx),
    },
  });
}
