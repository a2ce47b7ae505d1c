/**
 * Channels (a declared resource, archived rather than deleted), their campaigns (a resource nested under the
 * channel) and the admins assigned to them (`admins.ts`).
 */
import { eq, sql } from 'drizzle-orm';
import {
  EXPORT_FIELDS,
  campaignManifest,
  channelManifest,
  type TrackingChannel,
  trackingLink,
} from '@backlot/contract';
import { campaigns, channelAdmins, channels } from '../../db/schema/index.js';
import { crudResource, declared, transitionsOf } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { registerChannelAdmins } from './admins.js';
import { inChannelsOf } from './service.js';

/**
 * Derived counts, read with each channel (no stored counters to keep in step). The channel's id is named with
 * its table: a select from one table writes its columns unqualified, and `id` would be the campaign's.
 */
const channelId = sql`${channels}.${sql.identifier('id')}`;
const campaignsCount = sql<number>`(select count(*)::int from ${campaigns} c where c.channel_id = ${channelId})`;
const adminCount = sql<number>`(select count(*)::int from ${channelAdmins} a where a.channel_id = ${channelId})`;

/** The channel's UTM values a campaign's tracking link needs, read with the campaign as one JSON object. */
const channelUtm = sql<TrackingChannel>`json_build_object(
  'utm_source', ${channels.utmSource}, 'utm_medium', ${channels.utmMedium}, 'utm_campaign', ${channels.utmCampaign},
  'utm_term', ${channels.utmTerm}, 'utm_content', ${channels.utmContent}, 'utm_id', ${channels.utmId})`;

/** A campaign's answer: its columns and its tracking link, without the channel's values it was built from. */
function campaignAnswer({ channel_utm, ...row }: Record<string, unknown>) {
  const link = trackingLink(channel_utm as TrackingChannel, row as Parameters<typeof trackingLink>[1]);
  return { ...row, tracking_link: link };
}

export const channelsModule: Module = (app, deps) => {
  const channelService = crudResource(
    app,
    deps,
    declared(channelManifest, {
      export: { filename: 'channels.csv', ...EXPORT_FIELDS.channels },
      table: channels,
      operations: ['list', 'show', 'create', 'update'],
      read: { columns: { ...wireColumns(channels), campaigns_count: campaignsCount, admin_count: adminCount } },
      partnerScope: (adminId) => inChannelsOf(adminId, channels, 'id'),
      actions: transitionsOf(channelManifest, {
        archive: { summary: 'Archive a channel', to: 'archived' },
        recover: { summary: 'Bring an archived channel back', to: 'active' },
      }),
    }),
  );

  crudResource(
    app,
    deps,
    declared(campaignManifest, {
      table: campaigns,
      label: 'campaigns of a channel',
      parent: { resource: 'channels', table: channels, column: campaigns.channelId, param: 'campaignId' },
      read: {
        leftJoins: [{ table: channels, on: eq(channels.id, campaigns.channelId) }],
        columns: { ...wireColumns(campaigns), channel_utm: channelUtm },
      },
      answer: campaignAnswer,
      export: { filename: 'channel-campaigns.csv', ...EXPORT_FIELDS.campaigns, reads: ['channel_utm'] },
      partnerScope: (adminId) => inChannelsOf(adminId, campaigns, 'channel_id'),
    }),
  );

  registerChannelAdmins(app, deps.db, (id, viewer) => channelService.get(id, undefined, viewer));
};
