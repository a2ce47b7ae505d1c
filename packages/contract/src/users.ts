/**
 * Members (`/users`): the people who signed up on a member site. Staff list, read and edit them, and disable or
 * enable them (`active` <-> `disabled`). Attribution — the site, channel, campaign, UTM fields, device and
 * country of the visit that led to the sign-up — comes from the site's events and is read-only here, as are
 * `coin` (the coin balance, written only by the coin ledger), the login and first-visit times and `erased_at`.
 *
 * `plan`, `start_date` and `end_date` are derived from the member's current subscription when read (never
 * stored on the member): the latest one still giving access (trial, active, past due, cancelled), else the
 * latest one; its plan's name, the day it started and the day its access ends (`paid_through`).
 *
 * Token records (`/users/tokenRecord`): the coins members spent on pay-per-view videos, one row a purchase.
 */
import { z } from 'zod';
import { CHANNEL_TYPES, MEMBER_DEVICES, MEMBER_STATUSES, SUBSCRIPTION_STATUSES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, pastDay, sortParam } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, idFilter, textFilter } from './filters.js';
import { emailText, optionalText, requiredText } from './text.js';

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const member = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birthdate: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  avatar_id: z.number().int().nullable(),
  avatar: storedFile.nullable(),
  banner_id: z.number().int().nullable(),
  banner: storedFile.nullable(),
  email_verified_at: instant.nullable(),
  /** The coin balance. */
  coin: z.number().int(),
  /** The current subscription's plan, start day and end day of access (derived, see above). */
  plan_id: z.number().int().nullable(),
  plan: z.string().nullable(),
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  site_id: z.number().int().nullable(),
  site_name: z.string().nullable(),
  channel_id: z.number().int().nullable(),
  /** The channel's `utm_source`. */
  channel_name: z.string().nullable(),
  channel_type: z.enum(CHANNEL_TYPES).nullable(),
  campaign_id: z.number().int().nullable(),
  campaign_name: z.string().nullable(),
  visitor_id: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_term: z.string().nullable(),
  utm_content: z.string().nullable(),
  utm_id: z.string().nullable(),
  landing_page: z.string().nullable(),
  referrer: z.string().nullable(),
  device: z.enum(MEMBER_DEVICES).nullable(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().nullable(),
  first_visit_at: instant.nullable(),
  last_login_at: instant.nullable(),
  /** When the member's personal data was replaced at their request. */
  erased_at: instant.nullable(),
  /** Banned from commenting since (null: may comment), by whom (their username) and why. */
  comment_banned_at: instant.nullable(),
  comment_banned_by: z.string().nullable(),
  comment_ban_reason: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Member = z.infer<typeof member>;

/** The profile, whole: what a member's edit form holds. Username and e-mail are unique ignoring case. */
export const memberProfile = z.strictObject({
  username: requiredText(64),
  email: emailText(),
  first_name: optionalText(64),
  last_name: optionalText(64),
  /** Not in the future. */
  birthdate: pastDay.nullish(),
  phone: optionalText(32),
  avatar_id: idSchema.nullish(),
  banner_id: idSchema.nullish(),
});
/** What staff may change (`PUT /users/{id}`): any part of the profile. */
export const memberUpdate = memberProfile.partial();

export const memberFilters = filters({
  status: enumFilter(MEMBER_STATUSES),
  channel_id: idFilter(),
  campaign_id: idFilter(),
  /** The sign-up day. */
  created: dateRange(),
  /** An ISO 3166-1 alpha-2 code, either case. */
  country: textFilter('equals'),
  device: enumFilter(MEMBER_DEVICES),
});
/** `q` matches a part of the username, the e-mail or the name (first and last), ignoring case. */
export const memberListQuery = listQuery.extend({
  ...memberFilters.query,
  sort: sortParam(['id', 'created_at', 'username', 'email', 'last_login_at']),
});
export const memberPage = pageOf(member);

/** A coin spend on a pay-per-view video, with the member as they are now. */
export const tokenRecord = z.object({
  /** The record number. */
  id: z.number().int(),
  member_id: z.number().int(),
  member_email: z.string(),
  /** When the member signed up. */
  member_created_at: instant,
  /** Null once the video is deleted; its serial number stays as it was. */
  video_id: z.number().int().nullable(),
  video_serial_number: z.string(),
  /** Coins spent. */
  amount: z.number().int(),
  paid_at: instant,
});
export type TokenRecord = z.infer<typeof tokenRecord>;

export const tokenRecordFilters = filters({
  member_id: idFilter(),
  /** A part of the member's e-mail. */
  member_email: textFilter(),
  /** A part of the video's serial number. */
  video_serial: textFilter(),
  paid: dateRange(),
});
export const tokenRecordListQuery = listQuery.extend({
  ...tokenRecordFilters.query,
  sort: sortParam(['id', 'paid_at', 'amount']),
});
export const tokenRecordPage = pageOf(tokenRecord);
