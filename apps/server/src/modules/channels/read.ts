/** What other modules read of channels and campaigns (read views): only this module writes them. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { campaigns, channels } from '../../db/schema/index.js';

/** A field of the channel whose id `channelId` holds, read with each row. */
const ofChannel = (field: 'utm_source' | 'type', channelId: PgColumn): SQL<string | null> =>
  sql`(select c.${sql.identifier(field)} from ${channels} c where c.id = ${qualified(channelId)})`;

/** The channel's name (its UTM source). */
export const channelName = (channelId: PgColumn) => ofChannel('utm_source', channelId);

export const channelType = (channelId: PgColumn) => ofChannel('type', channelId);

/** The name of the campaign whose id `campaignId` holds. */
export const campaignName = (campaignId: PgColumn): SQL<string | null> =>
  sql`(select c.name from ${campaigns} c where c.id = ${qualified(campaignId)})`;
