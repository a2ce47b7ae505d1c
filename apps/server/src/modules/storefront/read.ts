/** What other modules read of the storefront (read views): only this module writes it. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { blocks, blockVideos } from '../../db/schema/index.js';

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
