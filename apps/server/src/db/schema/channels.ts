/** Marketing channels, their campaigns, and the admins (partners) assigned to each channel. */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHANNEL_STATUSES, CHANNEL_TYPES } from '@backlot/contract';
import { admins } from './access.js';
import { id, instant, oneOf, timestamps } from './columns.js';

/** A source of traffic, known by its `utm_source` (unique whatever the case). */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    utmSource: text().notNull(),
    type: text().notNull(),
    /** The partner's share of the net revenue it brings, in percent (affiliates). */
    profitSharing: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    status: text().notNull().default('active'),
    utmMedium: text(),
    utmCampaign: text(),
    utmTerm: text(),
    utmContent: text(),
    utmId: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('channels_utm_source_key').on(sql`lower(${t.utmSource})`),
    check('channels_status_check', oneOf(t.status, CHANNEL_STATUSES)),
    check('channels_type_check', oneOf(t.type, CHANNEL_TYPES)),
    check('channels_profit_sharing_check', sql`${t.profitSharing} between 0 and 100`),
  ],
);

/** A campaign of one channel, known within it by its `utm_campaign`. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    utmCampaign: text().notNull(),
    utmTerm: text(),
    utmContent: text(),
    utmId: text(),
    /** Where the tracking link leads (a page of a member site). */
    landingUrl: text().notNull(),
    note: text(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('campaigns_utm_campaign_key').on(t.channelId, sql`lower(${t.utmCampaign})`)],
);

/** The admins assigned to a channel: its partners, who see only their channels when their role says so. */
export const channelAdmins = pgTable(
  'channel_admins',
  {
    channelId: integer()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.adminId] }), index('channel_admins_admin_idx').on(t.adminId)],
);
