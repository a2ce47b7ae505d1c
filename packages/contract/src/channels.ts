/**
 * Channels: the sources of traffic, each known by its `utm_source` (unique whatever the case), of one type,
 * with the partner's profit share. A channel is archived rather than deleted (`active` <-> `archived`).
 * Campaigns belong to one channel (`/channels/{id}/campaigns`); admins assigned to a channel are its partners
 * (`/channels/{id}/admins`).
 *
 * `profit_sharing` is a percentage with two decimals, written as a decimal string on the wire both ways
 * (`"12.50"`), as every exact decimal of the API is: never a binary float.
 */
import { z } from 'zod';
import { CHANNEL_STATUSES, CHANNEL_TYPES } from './choices.js';
import { idSchema, instant } from './common.js';
import { enumFilter, filters } from './filters.js';
import { field, manifest } from './manifest.js';
import { requiredText, singleLineText } from './text.js';
import { URL_PATTERN } from './validation.js';

export type ChannelType = (typeof CHANNEL_TYPES)[number];
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** A percentage 0..100 with at most two decimals, as a decimal string (`"12.5"`, `"100"`). */
export const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const percentText = () => singleLineText(6).regex(PERCENT, 'msg.percent');

/** A UTM value: one line, at most 100 characters (what ad platforms accept). */
const utm = () => field.optionalText(100);

export const channelFilters = filters({ status: enumFilter(CHANNEL_STATUSES), type: enumFilter(CHANNEL_TYPES) });

export const channelManifest = manifest({
  resource: 'channels',
  fields: {
    id: field.id(),
    utm_source: field.text(100).sortable().searched().unique(),
    type: field.enumOf(CHANNEL_TYPES).sortable(),
    /** Percent, a decimal string with two decimals (`"12.50"`). */
    profit_sharing: field.of('text', z.string(), percentText()).default('0'),
    status: field.state(CHANNEL_STATUSES),
    utm_medium: utm(),
    utm_campaign: utm(),
    utm_term: utm(),
    utm_content: utm(),
    utm_id: utm(),
    campaigns_count: field.count(),
    admin_count: field.count(),
    ...field.timestamps(),
  },
  nameField: 'utm_source',
  defaultSort: '-created_at',
  filters: channelFilters,
  transitions: { field: 'status', actions: { archive: { from: ['active'] }, recover: { from: ['archived'] } } },
});
export const {
  entity: channel,
  create: channelCreate,
  update: channelUpdate,
  listQuery: channelListQuery,
  page: channelPage,
} = channelManifest;
export type Channel = z.infer<typeof channel>;

export const campaignManifest = manifest({
  resource: 'campaigns',
  fields: {
    id: field.id(),
    channel_id: field.answer(z.number().int()),
    name: field.text(100).sortable().searched(),
    utm_campaign: field.text(100).sortable().searched().unique(),
    utm_term: utm(),
    utm_content: utm(),
    utm_id: utm(),
    landing_url: field.of(
      'text',
      z.string(),
      requiredText(2048)
        .regex(URL_PATTERN, 'msg.invalidUrl')
        .regex(/^https?:/i, 'msg.invalidUrl'),
    ),
    note: field.optionalMultiline(2000),
    /** The landing URL with the channel's and the campaign's UTM parameters (`trackingLink`). */
    tracking_link: field.answer(z.string()),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: '-created_at',
});
export const {
  entity: campaign,
  create: campaignCreate,
  update: campaignUpdate,
  listQuery: campaignListQuery,
  page: campaignPage,
} = campaignManifest;
export type Campaign = z.infer<typeof campaign>;

/** An admin assigned to a channel. */
export const channelAdmin = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  assigned_at: instant,
});
export type ChannelAdmin = z.infer<typeof channelAdmin>;
export const channelAdminList = z.object({ data: z.array(channelAdmin) });
export const channelAdminAssign = z.strictObject({ admin_id: idSchema });
export const channelAdminParams = z.strictObject({ id: idSchema, adminId: idSchema });
