/**
 * The videos' state machine (DOMAIN: Content). `publish` from draft, scheduled or hidden: published now, or
 * scheduled when `published_at` is in the future (a hidden video keeps its first publication time unless a
 * new one is given); it needs a cover, both titles and the video file. `hide` takes a published or scheduled
 * video off the site. Both are under `publish-videos`. A video is published only when each of its models is
 * cleared for it (`compliance/service.ts`): otherwise a 409 names who and why.
 *
 * A scheduled video counts as published from its instant: answers and the status filter read the effective
 * status (`effectiveStatus`), so nothing has to run at that instant to flip it.
 */
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { videoManifest } from '@backlot/contract';
import { videos } from '../../db/schema/index.js';
import { transitionsOf, type Actions } from '../../platform/crud/index.js';
import type { Executor } from '../../db/client.js';
import { invalid } from '../../platform/errors.js';
import { complianceGaps } from '../compliance/service.js';
import { complianceMissing } from './compliance-missing.js';

/** The status as the site sees it now. */
export const effectiveStatus = sql<string>`case when ${videos.status} = 'scheduled' and ${videos.publishedAt} <= now() then 'published' else ${videos.status} end`;

/**
 * The list filter by status, on the effective status. "Published" is written as the live index's predicate
 * (`videos_live_idx`): a published video's `published_at` is never in the future (publishing at a later
 * time schedules), so published-or-due is `status in (published, scheduled) and published_at <= now()`, and
 * a list of them walks that index in date order.
 */
export function statusIs(status: string): SQL {
  if (status === 'published')
    return and(inArray(videos.status, ['published', 'scheduled']), lte(videos.publishedAt, sql`now()`))!;
  if (status === 'scheduled') return and(eq(videos.status, 'scheduled'), gt(videos.publishedAt, sql`now()`))!;
  return eq(videos.status, status);
}

/** What publishing needs: column, wire field and the message naming it (422 on each one missing). */
const REQUIRED_TO_PUBLISH = [
  ['coverId', 'cover_id', 'msg.publishNeeds.cover'],
  ['title', 'title', 'msg.publishNeeds.title'],
  ['titleCn', 'title_cn', 'msg.publishNeeds.titleCn'],
  ['videoFileId', 'video_file_id', 'msg.publishNeeds.videoFile'],
] as const;

export const videoActions: Actions = transitionsOf(videoManifest, {
  publish: {
    summary: 'Publish a video now, or schedule it for a later time',
    to: ({ row, body }) => (publishedAtOf(row, body) > new Date() ? 'scheduled' : 'published'),
    guard: async ({ tx, row }) => {
      const missing = REQUIRED_TO_PUBLISH.filter(([column]) => !row[column]);
      if (missing.length) throw invalid(Object.fromEntries(missing.map(([, field, message]) => [field, [message]])));
      await assertCleared(tx, row.id, row.producedOn as string | null);
    },
    set: ({ row, body }) => ({ publishedAt: publishedAtOf(row, body) }),
  },
  hide: {
    summary: 'Take a published or scheduled video off the site',
    to: 'hidden',
  },
});

/** The time given, else a hidden video's first publication, else now. */
function publishedAtOf(row: Record<string, unknown>, body: unknown): Date {
  const given = (body as { published_at?: string } | null | undefined)?.published_at;
  if (given) return new Date(given);
  return row.status === 'hidden' && row.publishedAt instanceof Date ? row.publishedAt : new Date();
}

/**
 * After an edit, a video on the site (published, or scheduled) must still have every model cleared for it: a
 * model added, or a production day moved, that leaves one uncleared is refused as publishing would be.
 */
export async function stillCleared(tx: Executor, _ctx: unknown, video?: Record<string, unknown> & { id: number }) {
  if (video && ['published', 'scheduled'].includes(String(video.status)))
    await assertCleared(tx, video.id, video.producedOn as string | null);
}

/** A 409 naming each model of the video not cleared for it, as produced on `producedOn`. */
async function assertCleared(tx: Executor, videoId: number, producedOn: string | null) {
  const uncleared = await complianceGaps(tx, videoId, producedOn);
  if (uncleared.length) throw complianceMissing(uncleared);
}
