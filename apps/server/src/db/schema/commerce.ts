/**
 * Commerce: what is sold (plans, promotions, deals), the processors' settings per site, and what they report —
 * the postback inbox, the append-only transaction ledger, the orders (successful charges with their fees), the
 * subscriptions, the coin ledger and the processors' payout statements.
 *
 * Money is integer minor units (cents) with an ISO 4217 currency beside it, never a float; amounts in the
 * ledger are positive and their direction is the entry's type (a refund takes money back). The ledger and the
 * coin ledger are append-only: a correction is a new entry that points to the one it corrects.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  cidr,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COIN_ENTRY_KINDS,
  LEDGER_TYPES,
  ORDER_TYPES,
  PAYOUT_SOURCES,
  PERIOD_UNITS,
  PLAN_STATUSES,
  PLAN_TYPES,
  POSTBACK_SOURCES,
  POSTBACK_STATUSES,
  PROCESSORS,
  PROMOTION_STATUSES,
  SUBSCRIPTION_STATUSES,
} from '@backlot/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from './access.js';
import { campaigns, channels } from './channels.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { members, tokenRecords } from './members.js';
import { sites } from './sites.js';

/** An amount in minor units (cents). */
const money = () => integer();
/** A sum over many entries (a payout period): minor units beyond integer range. */
const total = () => bigint({ mode: 'number' });
/** ISO 4217, upper case. */
const currency = () => text().notNull();
const processor = () => text().notNull();

/**
 * What a member can buy: a subscription (an initial period, then a recurring one, each with its original and
 * discount price), one-time access (`once_price` for `once_count` `once_unit`s) or a coin pack (`coins` for
 * `once_price`). The processor ids tie the plan to each processor's price point (Segpay's eticket, Epoch's
 * product code, ...): a postback names the plan by one of them.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    name: text().notNull(),
    title: text().notNull(),
    titleCn: text(),
    type: text().notNull(),
    /** On sale, or retired: an archived plan is never sold again (the contract's `plans.ts`). */
    status: text().notNull().default('active'),
    currency: currency().default('USD'),
    oncePrice: money(),
    onceCount: integer(),
    onceUnit: text(),
    coins: integer(),
    initialCount: integer(),
    initialUnit: text(),
    initialOriginalPrice: money(),
    initialDiscountPrice: money(),
    recurringCount: integer(),
    recurringUnit: text(),
    recurringOriginalPrice: money(),
    recurringDiscountPrice: money(),
    downloadable: boolean().notNull().default(false),
    show: boolean().notNull().default(true),
    isBest: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    segpayId: text(),
    epochId: text(),
    epochTiId: text(),
    natsId: text(),
    xsaleId: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('plans_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('plans_segpay_id_key').on(t.segpayId),
    uniqueIndex('plans_epoch_id_key').on(t.epochId),
    index('plans_sort_idx').on(t.sort, t.id),
    check('plans_type_check', oneOf(t.type, PLAN_TYPES)),
    check('plans_status_check', oneOf(t.status, PLAN_STATUSES)),
    check('plans_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'plans_units_check',
      and(
        oneOf(t.onceUnit, PERIOD_UNITS),
        oneOf(t.initialUnit, PERIOD_UNITS),
        oneOf(t.recurringUnit, PERIOD_UNITS),
      )!,
    ),
    check(
      'plans_prices_check',
      sql`coalesce(${t.oncePrice}, 0) >= 0 and coalesce(${t.initialOriginalPrice}, 0) >= 0
        and coalesce(${t.initialDiscountPrice}, 0) >= 0 and coalesce(${t.recurringOriginalPrice}, 0) >= 0
        and coalesce(${t.recurringDiscountPrice}, 0) >= 0`,
    ),
  ],
);

/** A code valid from `started_at` to `ended_at` for at most `times` redemptions (none: unlimited) on its plans. */
export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    name: text().notNull(),
    code: text().notNull(),
    startedAt: instant().notNull(),
    endedAt: instant().notNull(),
    times: integer(),
    status: text().notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('promotions_code_key').on(sql`lower(${t.code})`),
    check('promotions_status_check', oneOf(t.status, PROMOTION_STATUSES)),
    check('promotions_window_check', sql`${t.endedAt} > ${t.startedAt}`),
    check('promotions_times_check', sql`${t.times} > 0`),
  ],
);

export const promotionPlans = pgTable(
  'promotion_plans',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.planId] }), index('promotion_plans_plan_idx').on(t.planId)],
);

/** A time-boxed special price of a plan, shown on the site. */
export const deals = pgTable(
  'deals',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    currency: currency(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('deals_plan_idx').on(t.planId, t.startsAt),
    check('deals_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('deals_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A processor's settings for one site (the spec's Segpay configurations; Epoch's too): merchant and packages,
 * the postback secret (its SHA-256 only: shown once, never again) and the addresses postbacks may come from
 * (none: any).
 */
export const processorConfigs = pgTable(
  'processor_configs',
  {
    id: id(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    processor: processor(),
    merchantId: text().notNull(),
    packages: jsonb().$type<Array<{ id: string; name: string }>>().notNull().default([]),
    secretHash: text().notNull(),
    secretHint: text().notNull(),
    /**
     * The merchant API's credentials (SRS user id and access key; Epoch's), each sealed with AES-256-GCM under
     * the server's secret key (`platform/auth/secret-box.ts`); named `*Secret` so the audit redacts them.
     */
    apiUserSecret: text(),
    apiKeySecret: text(),
    /** The access key's last four characters, what staff see of it. */
    apiKeyHint: text(),
    allowedAddresses: cidr()
      .array()
      .notNull()
      .default(sql`'{}'::cidr[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('processor_configs_site_key').on(t.siteId, t.processor),
    uniqueIndex('processor_configs_secret_key').on(t.secretHash),
    check('processor_configs_processor_check', oneOf(t.processor, PROCESSORS)),
  ],
);

/**
 * Every notification a processor sent, stored raw before anything else: `received` -> `processed` |
 * `duplicate` (its transaction is already in the ledger) | `failed` (valid but not applicable: the reason in
 * `error`; replayable) | `rejected` (not authenticated, or not a notification) | `parked` (a refund, chargeback
 * or void whose charge is not in the site's ledger yet: applied when it is). Replaying a `failed` one runs
 * the same processing again, idempotently.
 */
export const postbacks = pgTable(
  'postbacks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    processor: processor(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    remoteAddress: inet(),
    /** The parameters as received (query and form fields), the secret removed. */
    payload: jsonb().$type<Record<string, string>>().notNull(),
    /** The processor's id of the transaction it reports, when the payload names one. */
    transactionRef: text(),
    /**
     * A `parked` reversal's original: the processor's id of the charge it takes back, not yet in the site's
     * ledger. The charge's processing applies it when it books that charge.
     */
    originalRef: text(),
    /**
     * SHA-256 (hex) of the secret it came with, never the secret: a replay authenticates it against the
     * settings as they are then (a notification rejected for a wrong site secret goes through once it is fixed).
     */
    secretHash: text(),
    status: text().notNull().default('received'),
    /** `report`: booked from the processor's daily report (`modules/reconciliation`), its postback lost. */
    source: text().notNull().default('postback'),
    error: text(),
    attempts: integer().notNull().default(0),
    receivedAt: instant().notNull().defaultNow(),
    processedAt: instant(),
  },
  (t) => [
    index('postbacks_received_idx').on(t.receivedAt, t.id),
    index('postbacks_status_idx').on(t.status, t.receivedAt),
    /** A site's earlier notifications of a transaction id (the status events' "already applied"). */
    index('postbacks_transaction_idx').on(t.processor, t.transactionRef, t.siteId),
    check('postbacks_processor_check', oneOf(t.processor, PROCESSORS)),
    /** The parked reversals awaiting a charge of the site (few: looked up with every notification). */
    index('postbacks_parked_idx')
      .on(t.processor, t.originalRef, t.siteId)
      .where(sql`${t.status} = 'parked'`),
    check('postbacks_status_check', oneOf(t.status, POSTBACK_STATUSES)),
    check('postbacks_source_check', oneOf(t.source, POSTBACK_SOURCES)),
  ],
);

/**
 * A member's subscription to a plan at one processor: `trial` -> `active` (conversion); `active` -> `active`
 * (rebill); `active` -> `past_due` (declined rebill) -> `expired`; `active` -> `cancelled` (no renewal, access
 * until `paid_through`) -> `expired`; any -> `expired` at once on a chargeback, a void or the processor's expiry
 * (a refund alone does not end access); `cancelled` | `expired` -> `active` on reactivation, each in
 * transaction-time order (`state_at`). The attribution is the member's when it began.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    planId: integer().references(() => plans.id, { onDelete: 'set null' }),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    processor: processor(),
    /** The processor's id of the membership (Segpay `purchaseid`, Epoch `ets_member_idx`). */
    processorRef: text().notNull(),
    status: text().notNull(),
    channelId: integer().references(() => channels.id, { onDelete: 'set null' }),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    startedAt: instant().notNull(),
    /**
     * The transaction time of the notification that set `status` last: a notification older than it is recorded
     * but moves no state (the state is what the notifications say in transaction-time order).
     */
    stateAt: instant().notNull(),
    trialEndsAt: instant(),
    /** Access lasts until then; the next rebill is due then. */
    paidThrough: instant(),
    cancelledAt: instant(),
    endedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    /**
     * A membership id is the site's (`modules/ledger/scope.ts`): unique per site and processor. A subscription
     * of a deleted site (null) is nobody's, and distinct from every other.
     */
    uniqueIndex('subscriptions_site_ref_key').on(t.processor, t.processorRef, t.siteId),
    index('subscriptions_member_idx').on(t.memberId, t.startedAt),
    index('subscriptions_status_renewal_idx').on(t.status, t.paidThrough),
    index('subscriptions_channel_status_idx').on(t.channelId, t.status),
    index('subscriptions_started_idx').on(t.startedAt, t.id),
    /** A plan's current subscribers (`plans.subscribers`): its trial and active subscriptions. */
    index('subscriptions_plan_status_idx').on(t.planId, t.status),
    check('subscriptions_processor_check', oneOf(t.processor, PROCESSORS)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

/**
 * The ledger: every money event a processor reported, once (by the site and the processor's transaction id), never
 * changed or removed. `type` is ours; `processor_type` the processor's own words, for tracing. A refund, chargeback
 * or void points to the charge it takes back (`original_id`). Declines carry the amount that was asked.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    processor: processor(),
    processorRef: text().notNull(),
    processorType: text().notNull(),
    type: text().notNull(),
    amount: money().notNull(),
    currency: currency(),
    memberId: integer().references(() => members.id),
    subscriptionId: integer().references(() => subscriptions.id),
    planId: integer().references(() => plans.id, { onDelete: 'set null' }),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    channelId: integer().references(() => channels.id, { onDelete: 'set null' }),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    promotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    originalId: bigint({ mode: 'number' }).references((): AnyPgColumn => transactions.id),
    paymentMethod: text(),
    /** When the processor says it happened. */
    occurredAt: instant().notNull(),
    postbackId: bigint({ mode: 'number' }).references(() => postbacks.id),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    /**
     * Applied once per site: a transaction id is the site's (`modules/ledger/scope.ts`). An entry of a deleted
     * site (null) is nobody's, and distinct from every other. Led by the processor's id, it serves the payout
     * statements' lookups by id too.
     */
    uniqueIndex('transactions_site_ref_key').on(t.processor, t.processorRef, t.siteId),
    index('transactions_occurred_idx').on(t.occurredAt, t.id),
    index('transactions_member_idx').on(t.memberId, t.occurredAt),
    index('transactions_subscription_idx').on(t.subscriptionId, t.occurredAt),
    index('transactions_original_idx').on(t.originalId),
    /** A promotion's redemptions: the few charges that name one, not a scan of the ledger. */
    index('transactions_promotion_idx')
      .on(t.promotionId)
      .where(sql`${t.promotionId} is not null`),
    index('transactions_postback_idx').on(t.postbackId),
    check('transactions_processor_check', oneOf(t.processor, PROCESSORS)),
    check('transactions_type_check', oneOf(t.type, LEDGER_TYPES)),
    check('transactions_amount_check', sql`${t.amount} >= 0`),
    check('transactions_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'transactions_original_check',
      sql`(${t.type} in ('refund', 'chargeback', 'void')) = (${t.originalId} is not null)`,
    ),
  ],
);

/**
 * An order: a successful charge (initial, paid trial, conversion, rebill, one-time, coins) with its fees. The
 * amount is the ledger's and never changes; staff may correct the fees and the notes. `total_amount` (net) is
 * always amount - fees, computed by the database. Member, plan and attribution are copied from the charge so
 * the list filters without joins.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    transactionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    memberId: integer().references(() => members.id),
    subscriptionId: integer().references(() => subscriptions.id),
    planId: integer().references(() => plans.id, { onDelete: 'set null' }),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    channelId: integer().references(() => channels.id, { onDelete: 'set null' }),
    campaignId: integer().references(() => campaigns.id, { onDelete: 'set null' }),
    processor: processor(),
    type: text().notNull(),
    paymentMethod: text(),
    transactionNumber: text().notNull(),
    amount: money().notNull(),
    currency: currency(),
    transactionFee: money().notNull().default(0),
    settlementFee: money().notNull().default(0),
    /**
     * The rolling reserve the processor holds back on this charge (released later): informational, not a fee —
     * it is never subtracted from `total_amount` or from net revenue.
     */
    reserveFee: money().notNull().default(0),
    totalAmount: money()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${orders.amount} - ${orders.transactionFee} - ${orders.settlementFee}`),
    notes: text(),
    paidAt: instant().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_transaction_key').on(t.transactionId),
    index('orders_paid_idx').on(t.paidAt, t.id),
    index('orders_channel_paid_idx').on(t.channelId, t.paidAt, t.id),
    index('orders_member_paid_idx').on(t.memberId, t.paidAt),
    index('orders_plan_paid_idx').on(t.planId, t.paidAt),
    check('orders_type_check', oneOf(t.type, ORDER_TYPES)),
    check('orders_fees_check', sql`${t.transactionFee} >= 0 and ${t.settlementFee} >= 0 and ${t.reserveFee} >= 0`),
  ],
);

/**
 * The coin ledger: every change of a member's coins, append-only, with the balance after it (which
 * `members.coin_balance` mirrors, written in the same transaction). `credit` (staff, with a reason),
 * `purchase` (a coin pack's charge), `spend` (a pay-per-view video: its token record), `clawback` (coins of a
 * refunded or charged-back pack taken back). A balance never goes below zero: a clawback takes what is left
 * and records the rest as `uncollected` (a clawback of nothing left is an entry of 0 coins, all uncollected).
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    kind: text().notNull(),
    /** Coins added (positive) or taken (negative). */
    coins: integer().notNull(),
    balanceAfter: integer().notNull(),
    /** Where the coins came from: `staff`, or the processor of the purchase. */
    gateway: text().notNull(),
    reason: text(),
    /** A clawback's coins it could not take back: the member had already spent them. */
    uncollected: integer().notNull().default(0),
    transactionId: bigint({ mode: 'number' }).references(() => transactions.id),
    tokenRecordId: integer().references(() => tokenRecords.id),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('coin_entries_member_idx').on(t.memberId, t.id),
    index('coin_entries_created_idx').on(t.createdAt, t.id),
    uniqueIndex('coin_entries_token_record_key').on(t.tokenRecordId),
    check('coin_entries_kind_check', oneOf(t.kind, COIN_ENTRY_KINDS)),
    check('coin_entries_balance_check', sql`${t.balanceAfter} >= 0`),
    index('coin_entries_transaction_idx').on(t.transactionId),
    check(
      'coin_entries_sign_check',
      sql`(${t.kind} in ('credit', 'purchase') and ${t.coins} > 0) or (${t.kind} = 'spend' and ${t.coins} < 0)
        or (${t.kind} = 'clawback' and ${t.coins} <= 0 and ${t.uncollected} >= 0 and ${t.coins} - ${t.uncollected} < 0)`,
    ),
  ],
);

/**
 * A processor's statement for one period: what it says it took, kept and paid. Reconciled against the ledger
 * of the same processor and period; an imported statement keeps its transaction lines, so the transactions on
 * one side only can be named.
 */
export const payoutReports = pgTable(
  'payout_reports',
  {
    id: id(),
    processor: processor(),
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    periodStart: date({ mode: 'string' }).notNull(),
    periodEnd: date({ mode: 'string' }).notNull(),
    currency: currency(),
    gross: total().notNull(),
    fees: total().notNull(),
    reserveHeld: total().notNull().default(0),
    reserveReleased: total().notNull().default(0),
    net: total().notNull(),
    paidAt: instant(),
    /** `manual` (typed in) or `csv` (imported from the processor's file). */
    source: text().notNull().default('manual'),
    note: text(),
    ...timestamps(),
  },
  (t) => [
    index('payout_reports_period_idx').on(t.periodStart, t.id),
    check('payout_reports_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('payout_reports_source_check', oneOf(t.source, PAYOUT_SOURCES)),
  ],
);

/** A transaction line of an imported statement, as the processor wrote it. */
export const payoutReportLines = pgTable(
  'payout_report_lines',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer()
      .notNull()
      .references(() => payoutReports.id, { onDelete: 'cascade' }),
    processorRef: text().notNull(),
    /** The statement's own word for it (sale, refund, chargeback, ...). */
    kind: text().notNull(),
    amount: money().notNull(),
    fee: money().notNull().default(0),
    occurredAt: instant(),
  },
  (t) => [
    uniqueIndex('payout_report_lines_ref_key').on(t.reportId, t.processorRef, t.kind),
    index('payout_report_lines_ref_idx').on(t.processorRef),
  ],
);
