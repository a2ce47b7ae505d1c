/**
 * What other modules may do to videos: take one off the site (a complaint upheld, or a takedown staff order
 * at once), in the caller's transaction, as the videos' own `hide` transition does, audited as it is.
 */
import { eq } from 'drizzle-orm';
import { videoManifest } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { videos } from '../../db/schema/index.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';

/** The states `hide` leaves: published and scheduled. */
const HIDDEN_FROM: readonly string[] = videoManifest.transitions?.actions.hide?.from ?? [];

export const videoService = {
  /**
   * Hides video `id` when it is on the site (published or scheduled), its row locked; a draft or a hidden
   * video is left as it is. Answers whether it was hidden now.
   */
  async hide(tx: Executor, id: number, ctx: AuditContext): Promise<boolean> {
    const [video] = await tx
      .select({ status: videos.status, title: videos.title })
      .from(videos)
      .where(eq(videos.id, id))
      .for('update');
    if (!video || !HIDDEN_FROM.includes(video.status)) return false;
    await tx.update(videos).set({ status: 'hidden', updatedAt: new Date() }).where(eq(videos.id, id));
    await recordAudit(tx, ctx, {
      action: 'hide',
      resource: 'videos',
      resourceId: id,
      label: video.title,
      before: { status: video.status },
      after: { status: 'hidden' },
    });
    return true;
  },
};

export type VideoService = typeof videoService;
