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
import { pastDay } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, idFilter, textFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { emailText } from './text.js';

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** What the member's visit told the site (attribution) and other facts the server keeps: read-only text. */
const fact = () => field.of('text', z.string().nullable());
const day = () => field.of('day', z.string().nullable());

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

/**
 * Staff edit the profile (username and e-mail unique ignoring case, the birthdate not in the future); `q`
 * matches a part of the username, the e-mail or the name (first and last), ignoring case.
 */
export const memberManifest = manifest({
  resource: 'users',
  fields: {
    id: field.id(),
    username: field.text(64).sortable().searched().unique(),
    email: field.of('text', z.string(), emailText()).sortable().searched().unique(),
    first_name: field.optionalText(64).searched(),
    last_name: field.optionalText(64).searched(),
    birthdate: field.of('day', z.string(), pastDay).nullable(),
    phone: field.optionalText(32),
    avatar_id: field.file(),
    avatar: field.answer(storedFile.nullable()),
    banner_id: field.file(),
    banner: field.answer(storedFile.nullable()),
    status: field.state(MEMBER_STATUSES),
    /** The coin balance. */
    coin: field.count(),
    /** The current subscription's plan, start day and end day of access (derived, see above). */
    plan_id: field.answer(z.number().int().nullable()),
    plan: fact(),
    subscription_status: field.answer(z.enum(SUBSCRIPTION_STATUSES).nullable()),
    start_date: day(),
    end_date: day(),
    site_id: field.answer(z.number().int().nullable()),
    site_name: fact(),
    email_verified_at: field.instant().nullable(),
    last_login_at: field.instant().nullable().sortable(),
    /** When the member's personal data was replaced at their request. */
    erased_at: field.instant().nullable(),
    /** Banned from commenting since (null: may comment), by whom (their username) and why. */
    comment_banned_at: field.instant().nullable(),
    comment_banned_by: fact(),
    comment_ban_reason: fact(),
    ...field.timestamps(),
    channel_id: field.answer(z.number().int().nullable()),
    /** The channel's `utm_source`. */
    channel_name: fact(),
    channel_type: field.state(CHANNEL_TYPES).nullable(),
    campaign_id: field.answer(z.number().int().nullable()),
    campaign_name: fact(),
    utm_source: fact(),
    utm_medium: fact(),
    utm_campaign: fact(),
    utm_term: fact(),
    utm_content: fact(),
    utm_id: fact(),
    device: field.state(MEMBER_DEVICES).nullable(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: fact(),
    landing_page: fact(),
    referrer: fact(),
    first_visit_at: field.instant().nullable(),
    visitor_id: fact(),
  },
  nameField: 'username',
  defaultSort: '-created_at',
  filters: memberFilters,
  transitions: {
    field: 'status',
    actions: { enable: { from: ['disabled'] }, disable: { from: ['active'] } },
  },
  bulk: ['enable', 'disable'],
});
export const { entity: member, update: memberUpdate, listQuery: memberListQuery, page: memberPage } = memberManifest;
export type Member = z.infer<typeof member>;

export const tokenRecordFilters = filters({
  member_id: idFilter(),
  /** A part of the member's e-mail. */
  member_email: textFilter(),
  /** A part of the video's serial number. */
  video_serial: textFilter(),
  paid: dateRange(),
});

/** A coin spend on a pay-per-view video, with the member as they are now: read only. */
export const tokenRecordManifest = manifest({
  resource: 'token-records',
  fields: {
    /** The record number. */
    id: field.id(),
    /** When the member signed up. */
    member_created_at: field.instant(),
    member_id: field.answer(z.number().int()),
    member_email: field.answer(z.string()),
    /** Null once the video is deleted; its serial number stays as it was. */
    video_id: field.answer(z.number().int().nullable()),
    video_serial_number: field.answer(z.string()),
    /** Coins spent. */
    amount: field.count().sortable(),
    paid_at: field.instant().sortable(),
  },
  nameField: 'video_serial_number',
  defaultSort: '-paid_at',
  filters: tokenRecordFilters,
  readOnly: true,
});
export const { entity: tokenRecord, listQuery: tokenRecordListQuery, page: tokenRecordPage } = tokenRecordManifest;
export type TokenRecord = z.infer<typeof tokenRecord>;
