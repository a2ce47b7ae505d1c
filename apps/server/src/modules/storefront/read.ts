/** What other modules read of the storefront (read views): only this module writes it. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { banners, blocks, blockVideos } from '../../db/schema/index.js';
import type { CalendarSource } from '../../platform/calendar.js';
import { siteName } from '../sites/read.js';

/** Whether site `siteId` shows video `videoId`: one of its blocks lists it. */
export async function siteShowsVideo(ex: Executor, siteId: number, videoId: number) {
  const [row] = await ex
    .select({ id: blocks.id })
    .from(blockVideos)
    .innerJoin(blocks, eq(blocks.id, blockVideos.blockId))
    .where(and(eq(blockVideos.targetId, videoId), eq(blocks.siteId, siteId)))
    .limit(1);
  return Boolean(row);
}

/** Banners on the content calendar, by their window: shown from `starts_at` until `expired_at`. */
export const bannerCalendar: CalendarSource = {
  kind: 'banner',
  table: banners,
  id: banners.id,
  name: banners.name,
  nameCn: banners.nameCn,
  site: siteName(banners.siteId),
  start: banners.startsAt,
  end: banners.expiredAt,
};

/** Blocks on the content calendar, by their window. */
export const blockCalendar: CalendarSource = {
  kind: 'block',
  table: blocks,
  id: blocks.id,
  name: blocks.title,
  nameCn: blocks.titleCn,
  site: siteName(blocks.siteId),
  start: blocks.startsAt,
  end: blocks.endsAt,
};
