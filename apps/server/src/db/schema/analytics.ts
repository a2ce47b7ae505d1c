/**
 * Analytics rollups: the figures of each reporting day per cell (site x channel x campaign x plan x processor x
 * currency x device), kept in step with the ledger and the site events in their own transactions, and the
 * first visit of each visitor per day (what counts them once). See `modules/analytics/README.md`.
 *
 * A cell's key holds no null: 0 is "no site/channel/campaign/plan", '' "no processor/currency/device", so the
 * primary key is the upsert's conflict target. No foreign keys: a rollup outlives what it counts.
 */
import { type SQL, sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

const count = () => integer().notNull().default(0);
const amount = () => bigint({ mode: 'number' }).notNull().default(0);
const dimension = () => integer().notNull().default(0);

export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    siteId: dimension(),
    channelId: dimension(),
    campaignId: dimension(),
    planId: dimension(),
    processor: text().notNull().default(''),
    currency: text().notNull().default(''),
    device: text().notNull().default(''),
    visits: count(),
    uniqueVisitors: count(),
    signups: count(),
    /** Subscriptions whose first paid charge is here: a paid initial charge, or a trial's conversion. */
    newSubscribers: count(),
    /** Paid initial charges (the charge type), whatever new subscribers count. */
    initialCharges: count(),
    trials: count(),
    trialConversions: count(),
    rebills: count(),
    oneTimeSales: count(),
    coinSales: count(),
    declines: count(),
    /** Successful charges of money (orders): a free trial is none. */
    charges: count(),
    initialAmount: amount(),
    trialAmount: amount(),
    conversionAmount: amount(),
    rebillAmount: amount(),
    oneTimeAmount: amount(),
    coinsAmount: amount(),
    fees: amount(),
    refunds: count(),
    refundAmount: amount(),
    chargebacks: count(),
    chargebackAmount: amount(),
    /** Voids: charges cancelled before settlement, on the charge's day; their amounts are out of `gross`. */
    voids: count(),
    voidAmount: amount(),
    gross: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs((): SQL => grossOf()),
    net: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${grossOf()} - ${analyticsDaily.fees} - ${analyticsDaily.refundAmount} - ${analyticsDaily.chargebackAmount}`,
      ),
  },
  (t) => [
    primaryKey({
      name: 'analytics_daily_pkey',
      columns: [t.day, t.siteId, t.channelId, t.campaignId, t.planId, t.processor, t.currency, t.device],
    }),
    // The primary key serves day ranges (and a site); these serve one channel's or one plan's days.
    index('analytics_daily_channel_idx').on(t.channelId, t.day),
    index('analytics_daily_plan_idx').on(t.planId, t.day),
  ],
);

/** Successful charges' amounts by type, added: a generated column cannot name another one. */
function grossOf(): SQL {
  const t = analyticsDaily;
  return sql`${t.initialAmount} + ${t.trialAmount} + ${t.conversionAmount} + ${t.rebillAmount} + ${t.oneTimeAmount} + ${t.coinsAmount}`;
}

/**
 * Each visitor's first visit of a reporting day on a site, and the cell it was counted in: a visit arriving
 * later but earlier in time moves the visitor's unique count to its own cell.
 */
export const analyticsVisitorDays = pgTable(
  'analytics_visitor_days',
  {
    siteId: integer().notNull(),
    visitorId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    firstAt: instant().notNull(),
    /** The first visit's event row: breaks ties between visits of the same instant. */
    eventRowId: bigint({ mode: 'number' }).notNull(),
    channelId: integer().notNull(),
    campaignId: integer().notNull(),
    device: text().notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_visitor_days_pkey', columns: [t.siteId, t.visitorId, t.day] })],
);

/**
 * One row: the time zone the rollups were built in and the version of their definitions (`ROLLUP_DEFINITIONS`):
 * a different REPORT_TIMEZONE, or figures counted by older definitions, rebuild them at start.
 */
export const analyticsState = pgTable(
  'analytics_state',
  {
    id: integer().primaryKey().default(1),
    timeZone: text().notNull(),
    definitions: integer().notNull().default(0),
    rebuiltAt: instant().notNull().defaultNow(),
  },
  (t) => [check('analytics_state_one_row', sql`${t.id} = 1`)],
);
