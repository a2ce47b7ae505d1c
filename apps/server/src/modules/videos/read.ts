/** What other modules read of the videos (read views): only this module writes them. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { videos } from '../../db/schema/index.js';
import type { CalendarSource } from '../../platform/calendar.js';
import type { LinkTarget } from '../../platform/crud/index.js';

/** The title of the video whose id `videoId` holds, read with each row. */
export const videoTitle = (videoId: PgColumn): SQL<string | null> =>
  sql`(select v.title from ${videos} v where v.id = ${qualified(videoId)})`;

/** Whether video `id` exists. */
export async function videoExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: videos.id }).from(videos).where(eq(videos.id, id)).limit(1);
  return Boolean(row);
}

/** The id of a video with this serial number, ignoring case, read with the row that names it. */
export const videoOfSerial = (serialNumber: string): SQL<number | null> =>
  sql`(select v.id from ${videos} v where lower(v.serial_number) = lower(${serialNumber}) limit 1)`;

/** The serial number of the video whose id `videoId` holds, read with each row. */
export const videoSerialNumber = (videoId: PgColumn): SQL<string | null> =>
  sql`(select v.serial_number from ${videos} v where v.id = ${qualified(videoId)})`;

/** Videos as the storefront's blocks link them: their names, state and cover. */
export const linkedVideos: LinkTarget = {
  related: videos,
  shown: {
    id: videos.id,
    serial_number: videos.serialNumber,
    title: videos.title,
    title_cn: videos.titleCn,
    status: videos.status,
    cover_id: videos.coverId,
  },
};

/** Videos on the content calendar: scheduled and published ones, on the day of their publishing. */
export const videoCalendar: CalendarSource = {
  kind: 'video',
  table: videos,
  id: videos.id,
  name: videos.title,
  nameCn: videos.titleCn,
  start: videos.publishedAt,
  where: sql`${videos.status} in ('scheduled', 'published')`,
};
