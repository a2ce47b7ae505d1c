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
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters } from './filters.js';
import { optionalMultiLineText, optionalText, requiredText, singleLineText } from './text.js';
import { URL_PATTERN } from './validation.js';

export type ChannelType = (typeof CHANNEL_TYPES)[number];
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** A UTM value: one line, at most 100 characters (what ad platforms accept). */
const utmText = () => optionalText(100);

/** A percentage 0..100 with at most two decimals, as a decimal string (`"12.5"`, `"100"`). */
export const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const percentText = () => singleLineText(6).regex(PERCENT, 'msg.percent');

export const channel = z.object({
  id: z.number().int(),
  utm_source: z.string(),
  type: z.enum(CHANNEL_TYPES),
  /** Percent, a decimal string with two decimals (`"12.50"`). */
  profit_sharing: z.string(),
  status: z.enum(CHANNEL_STATUSES),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  utm_id: z.string().nullable(),
  campaigns_count: z.number().int(),
  admin_count: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Channel = z.infer<typeof channel>;

const channelFields = {
  utm_source: requiredText(100),
  type: z.enum(CHANNEL_TYPES),
  profit_sharing: percentText(),
  utm_medium: utmText(),
  utm_campaign: utmText(),
  utm_term: utmText(),
  utm_content: utmText(),
  utm_id: utmText(),
};
export const channelCreate = z.strictObject({ ...channelFields, profit_sharing: percentText().default('0') });
export const channelUpdate = z.strictObject(channelFields).partial();
export const channelFilters = filters({ status: enumFilter(CHANNEL_STATUSES), type: enumFilter(CHANNEL_TYPES) });
export const channelListQuery = listQuery.extend({
  ...channelFilters.query,
  sort: sortParam(['id', 'utm_source', 'type', 'created_at']),
});
export const channelPage = pageOf(channel);

export const campaign = z.object({
  id: z.number().int(),
  channel_id: z.number().int(),
  name: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  utm_id: z.string().nullable(),
  landing_url: z.string(),
  note: z.string().nullable(),
  /** The landing URL with the channel's and the campaign's UTM parameters (`trackingLink`). */
  tracking_link: z.string(),
  created_at: instant,
  updated_at: instant,
});
export type Campaign = z.infer<typeof campaign>;

const campaignFields = {
  name: requiredText(100),
  utm_campaign: requiredText(100),
  utm_term: utmText(),
  utm_content: utmText(),
  utm_id: utmText(),
  landing_url: requiredText(2048)
    .regex(URL_PATTERN, 'msg.invalidUrl')
    .regex(/^https?:/i, 'msg.invalidUrl'),
  note: optionalMultiLineText(2000),
};
export const campaignCreate = z.strictObject(campaignFields);
export const campaignUpdate = z.strictObject(campaignFields).partial();
export const campaignListQuery = listQuery.extend({ sort: sortParam(['id', 'name', 'utm_campaign', 'created_at']) });
export const campaignPage = pageOf(campaign);

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
