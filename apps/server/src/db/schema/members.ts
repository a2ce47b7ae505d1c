/**
 * Members of the member sites, what those sites report of their visitors (events, append-only), and the coin
 * spends on pay-per-view videos. A member's attribution is copied from the visit that led to the sign-up.
 */
import { type SQL, sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MEMBER_DEVICES, MEMBER_EVENT_KINDS, MEMBER_STATUSES } from '@backlot/contract';
import { admins } from './access.js';
import { campaigns, channels } from './channels.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';
import { sites } from './sites.js';
import { videos } from './videos.js';
import { searchKeys } from '../search-keys.js';

/** The UTM fields of a visit, kept as the site sent them. */
const utm = () => ({
  utmSource: text(),
  utmMedium: text(),
  utmCampaign: text(),
  utmTerm: text(),
  utmContent: text(),
  utmId: text(),
});

/** Where a visitor came from and on what: the attribution a member keeps. */
const visit = () => ({
  ...utm(),
  landingPage: text(),
  referrer: text(),
  /** `desktop`, `mobile` or `tablet`. */
  device: text(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: text(),
});

export const members = pgTable(
  'members',
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    birthdate: date({ mode: 'string' }),
    phone: text(),
    status: text().notNull().default('active'),
    avatarId: fileRef(),
    bannerId: fileRef(),
    emailVerifiedAt: instant(),
    /** Written only by the coin ledger, in the transaction of the ledger entry that moves it. */
    coinBalance: integer().notNull().default(0),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    channelId: integer().references(() => channels.id, { onDelete: 'set null' }),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    visitorId: text(),
    ...visit(),
    firstVisitAt: instant(),
    lastLoginAt: instant(),
    /** Set when the member's personal data was replaced at their request (privacy erasure). */
    erasedAt: instant(),
    /** Banned from commenting since (a moderator's ban, lifted on the member's page), by whom and why. */
    commentBannedAt: instant(),
    commentBannedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    commentBanReason: text(),
    /**
     * What the list's `q` matches, lower-cased: username, e-mail and full name, one a line (a `q` is a single
     * line, so a match never spans two). Stored, so a search reads it rather than working it out for every row
     * it looks at (that was most of a search's time); one text, one trigram index where there were three.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`lower(${members.username} || E'\\n' || ${members.email} || E'\\n' || coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, ''))`,
      ),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
    // Ascending: walked backwards for the lists' `created_at desc, id desc` (a `desc` index column is NULLS LAST,
    // which that order, NULLS FIRST, cannot walk). The search text trails the key (drizzle has no INCLUDE; after the
    // unique id it never changes the order): a searched list's walk reads the index alone (platform/searched-page).
    index('members_created_idx').on(t.createdAt, t.id, t.searchText),
    index('members_channel_created_idx').on(t.channelId, t.createdAt, t.id, t.searchText),
    index('members_campaign_idx').on(t.campaignId),
    // The list's `q` by trigrams (ILIKE '%…%'), with the channel (btree_gin): a channel's matches without a scan.
    // The token records' filter by a part of the member's e-mail.
    index('members_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('members_search_idx').using('gin', t.channelId, sql`${t.searchText} gin_trgm_ops`),
    // The same trigrams, each keyed by the channel (`search_keys`, migration 0020): a search within one channel
    // reads only that channel's postings, however common its text is in the others (platform/searched-page).
    index('members_channel_search_idx').using('gin', searchKeys(t.channelId, t.searchText)),
    check('members_status_check', oneOf(t.status, MEMBER_STATUSES)),
    check('members_device_check', oneOf(t.device, MEMBER_DEVICES)),
    check('members_coin_balance_check', sql`${t.coinBalance} >= 0`),
  ],
);

/**
 * What member sites report: visits (with UTM, device, country), sign-ups and logins. Append-only: rows are
 * inserted by the intake and never changed, except that erasing a member detaches their events.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    /** The site's own id of the event: a resent batch stores each event once. */
    eventId: text().notNull(),
    kind: text().notNull(),
    visitorId: text().notNull(),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    occurredAt: instant().notNull(),
    receivedAt: instant().notNull().defaultNow(),
    ...visit(),
  },
  (t) => [
    uniqueIndex('member_events_event_key').on(t.siteId, t.eventId),
    index('member_events_visitor_idx').on(t.visitorId, t.occurredAt),
    index('member_events_occurred_idx').on(t.occurredAt),
    check('member_events_kind_check', oneOf(t.kind, MEMBER_EVENT_KINDS)),
  ],
);

/** Coins a member spent on a pay-per-view video (the token records); the video's serial kept as it was. */
export const tokenRecords = pgTable(
  'token_records',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    videoId: integer().references(() => videos.id, { onDelete: 'set null' }),
    videoSerialNumber: text().notNull(),
    amount: integer().notNull(),
    paidAt: instant().notNull(),
    /** The site that reported the spend, and its own id of it: a spend reported again is recorded once. */
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    spendRef: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('token_records_spend_key').on(t.siteId, t.spendRef),
    index('token_records_member_idx').on(t.memberId, t.paidAt),
    index('token_records_paid_idx').on(t.paidAt, t.id),
    check('token_records_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Staff's notes about a member, read on their timeline; deleted when the member is erased. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The author's username when they wrote it (kept when the admin is renamed or deleted). */
    adminUsername: text(),
    body: text().notNull(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt, t.id)],
);
