/** What other modules read of channels and campaigns (read views): only this module writes them. */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { campaigns, channels } from '../../db/schema/index.js';
import { inChannelsOf } from './service.js';

/** A field of the channel whose id `channelId` holds, read with each row. */
const ofChannel = (field: 'utm_source' | 'type', channelId: PgColumn): SQL<string | null> =>
  sql`(select c.${sql.identifier(field)} from ${channels} c where c.id = ${qualified(channelId)})`;

/** The channel's name (its UTM source). */
export const channelName = (channelId: PgColumn) => ofChannel('utm_source', channelId);

export const channelType = (channelId: PgColumn) => ofChannel('type', channelId);

/** The name of the campaign whose id `campaignId` holds. */
export const campaignName = (campaignId: PgColumn): SQL<string | null> =>
  sql`(select c.name from ${campaigns} c where c.id = ${qualified(campaignId)})`;

/** Whether channel `id` exists and, for a partner (`partner`: their admin id), is one of theirs. */
export async function channelInReach(ex: Executor, id: number, partner: number | undefined) {
  const visible =
    partner === undefined
      ? sql`${channels.id} = ${id}`
      : and(eq(channels.id, id), inChannelsOf(partner, channels, 'id'));
  const [found] = await ex.select({ id: channels.id }).from(channels).where(visible);
  return Boolean(found);
}

/** Whether campaign `id` exists in one of a partner's channels. */
export async function campaignInReach(ex: Executor, id: number, partner: number) {
  const [found] = await ex
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inChannelsOf(partner, campaigns, 'channel_id')));
  return Boolean(found);
}

/** The profit sharing percent (a two-decimal text) of each of these channels, by id. */
export async function profitSharingOf(ex: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ex
    .select({ id: channels.id, percent: channels.profitSharing })
    .from(channels)
    .where(inArray(channels.id, ids));
  return new Map(rows.map((c) => [c.id, c.percent]));
}
