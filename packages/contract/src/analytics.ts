/**
 * Analytics: what the dashboard and the daily pages ask and are answered. Every figure is read from the daily
 * rollups (days in the site's reporting time zone, REPORT_TIMEZONE) except the real-time ones. Each figure's
 * definition is the message `metric.<field>` (both languages), the web app's tooltip.
 *
 * A query names its days by a preset (`range`: today, yesterday, the last 3 or 7 days — today included) or
 * as `from`/`to` (calendar days, both included, at most 366); none: the last 7 days. `compare=1` adds the
 * previous period of equal length (the days just before). Filters narrow to one site, channel, campaign, plan
 * or processor. Money is per currency (amounts of two currencies are never added), decimal strings.
 */
import { z } from 'zod';
import { PROCESSORS } from './choices.js';
import { calendarDay, flagQuery, idSchema, listMeta, MAX_PAGE, MAX_PER_PAGE } from './common.js';
import { moneyAmount } from './money.js';

export const ANALYTICS_RANGES = ['today', 'yesterday', 'last_3_days', 'last_7_days'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const MAX_RANGE_DAYS = 366;

/** Days from `from` to `to`, both included (calendar days). */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const filterFields = {
  site_id: idSchema.optional(),
  channel_id: idSchema.optional(),
  campaign_id: idSchema.optional(),
  plan_id: idSchema.optional(),
  processor: z.enum(PROCESSORS).optional(),
};
const rangeFields = {
  range: z.enum(ANALYTICS_RANGES).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  compare: flagQuery.optional(),
};

type RangeInput = { range?: AnalyticsRange; from?: string; to?: string };
function checkRange(q: RangeInput, ctx: z.RefinementCtx) {
  if (q.range && (q.from || q.to))
    ctx.addIssue({ code: 'custom', path: ['range'], message: 'msg.analytics.rangeOrDays' });
  if (!q.from !== !q.to) ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'msg.required' });
  if (q.from && q.to && q.from > q.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'msg.analytics.toBeforeFrom' });
  else if (q.from && q.to && daysBetween(q.from, q.to) > MAX_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'msg.analytics.tooLong' });
}

/** The filters alone: figures of fixed days (the dashboard's today, yesterday, last week; today's records). */
export const analyticsFilterQuery = z.strictObject(filterFields);
/** Days and filters: every other analytics call. */
export const analyticsQuery = z.strictObject({ ...rangeFields, ...filterFields }).superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;
export type AnalyticsFilters = z.infer<typeof analyticsFilterQuery>;

const { channel_id: _channel, ...channelFilters } = filterFields;
/** One channel's figures (`/analytics/channel/{id}/...`): the path names the channel. */
export const channelAnalyticsQuery = z.strictObject({ ...rangeFields, ...channelFilters }).superRefine(checkRange);
export const channelFilterQuery = z.strictObject(channelFilters);
/**
 * The records (`records`): with `page` and `per_page`, one page of them and the list's `meta` (a year of days by
 * channel is thousands of rows, which the table pages through on the server); without, every row.
 */
const pageFields = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE).optional(),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
};
export const recordsQuery = z.strictObject({ ...rangeFields, ...filterFields, ...pageFields }).superRefine(checkRange);
export const channelRecordsQuery = z
  .strictObject({ ...rangeFields, ...channelFilters, ...pageFields })
  .superRefine(checkRange);
export type RecordsQuery = z.infer<typeof recordsQuery>;
/** Top lists: how many rows (default 10). */
export const topQuery = z
  .strictObject({ ...rangeFields, ...filterFields, limit: z.coerce.number().int().min(1).max(100).optional() })
  .superRefine(checkRange);
/** The channel CSV: a row per day and channel, or per day and campaign (`campaign.csv`). */
export const channelCsvQuery = z
  .strictObject({ ...rangeFields, ...filterFields, by: z.enum(['channel', 'campaign']).optional() })
  .superRefine(checkRange);
export type ChannelCsvQuery = z.infer<typeof channelCsvQuery>;
/** The real-time figures: one site, or all. */
export const realtimeQuery = z.strictObject({ site_id: idSchema.optional() });

export const period = z.object({ from: z.string(), to: z.string() });

/** Money of one currency (`metric.gross`, `metric.fees`, ...): decimal strings. */
export const moneyFigures = z.object({
  currency: z.string(),
  gross: moneyAmount,
  fees: moneyAmount,
  refund_amount: moneyAmount,
  chargeback_amount: moneyAmount,
  /** `metric.void_amount`: charges voided before settlement, out of gross (no refund). */
  void_amount: moneyAmount,
  net: moneyAmount,
});
export type MoneyFigures = z.infer<typeof moneyFigures>;

const count = () => z.number().int();
/** A rate in percent with two decimals (`"1.25"`), null when its whole is nothing (nothing charged, no trial). */
const rate = z.string().nullable();
/** Counts of the ledger, and money per currency (empty: none). */
export const commerceFigures = z.object({
  new_subscribers: count(),
  trials: count(),
  trial_conversions: count(),
  rebills: count(),
  one_time_sales: count(),
  coin_sales: count(),
  declines: count(),
  charges: count(),
  refunds: count(),
  chargebacks: count(),
  voids: count(),
  money: z.array(moneyFigures),
});
/** Every figure of a cell or a sum of cells: audience (site events) and commerce (ledger). */
export const figures = commerceFigures.extend({ visits: count(), unique_visitors: count(), signups: count() });
/** The counts of `figures` (everything but the money), in the order tables show them. */
export const FIGURE_COUNTS = [
  'visits',
  'unique_visitors',
  'signups',
  'new_subscribers',
  'trials',
  'trial_conversions',
  'rebills',
  'one_time_sales',
  'coin_sales',
  'declines',
  'charges',
  'refunds',
  'chargebacks',
  'voids',
] as const satisfies ReadonlyArray<keyof z.infer<typeof figures>>;
export type Figures = z.infer<typeof figures>;

/** The days asked (and, with `compare`, the period before them with its figures). */
const periodOf = { period, previous: period.optional() };

/**
 * A day of the dashboard: its figures and `metric.trial_conversion_rate` (its trial conversions / its trials,
 * as `GET /analytics/channel/trialConversion` computes it).
 */
const dashboardDay = z.object({ day: z.string(), figures, trial_conversion_rate: rate });
/** `GET /dashboard`: today, yesterday and the same weekday a week ago, each with its figures. */
export const dashboardSummary = z.object({ today: dashboardDay, yesterday: dashboardDay, last_week: dashboardDay });

export const realtimeUsers = z.object({
  as_of: z.string(),
  window_minutes: count(),
  /** `metric.realtime_visitors` */
  visitors: count(),
  /** `metric.realtime_members` */
  members: count(),
});
/** `GET /dashboard/real-time-revenues`: the ledger's last hour. */
export const realtimeRevenues = z.object({ as_of: z.string(), window_minutes: count(), figures: commerceFigures });

/** Totals of the days (`revenueGather`), and of the previous period when compared. */
export const figuresTotals = z.object({ ...periodOf, figures, previous_figures: figures.optional() });

/** A day's figures; the series has every day of the period, in order (a day without data is zeros). */
export const dayFigures = figures.extend({ day: z.string() });
export const dailySeries = z.object({
  ...periodOf,
  days: z.array(dayFigures),
  previous_days: z.array(dayFigures).optional(),
});
/** The daily company data (`/analytics/data/daily`): every figure day by day, with the period's totals. */
export const dailyData = dailySeries.extend({ totals: figures, previous_totals: figures.optional() });

/** A breakdown's row: what it is (one of these is set, by the breakdown) and its figures. */
export const breakdownRow = figures.extend({
  channel_id: z.number().int().nullable().optional(),
  channel_name: z.string().nullable().optional(),
  campaign_id: z.number().int().nullable().optional(),
  campaign_name: z.string().nullable().optional(),
  plan_id: z.number().int().nullable().optional(),
  plan_name: z.string().nullable().optional(),
  device: z.string().nullable().optional(),
  processor: z.string().nullable().optional(),
  /** With `compare`: the row's figures in the previous period. */
  previous_figures: figures.optional(),
});
export type BreakdownRow = z.infer<typeof breakdownRow>;
export const breakdown = z.object({ ...periodOf, data: z.array(breakdownRow) });

/** Per day and breakdown row (`records`): the daily channel (or, for one channel, campaign) table. */
export const dailyBreakdown = z.object({
  ...periodOf,
  data: z.array(breakdownRow.extend({ day: z.string() })),
  /** When a page was asked for. */
  meta: listMeta.optional(),
});

/** `todayRecord`: each channel's (one channel's: each campaign's) figures today and yesterday. */
export const todayRecords = z.object({
  today: z.string(),
  data: z.array(breakdownRow.extend({ yesterday: figures })),
});

/** A line chart: the days (x axis) and one line per breakdown row. */
export const userLines = z.object({
  ...periodOf,
  days: z.array(z.string()),
  series: z.array(
    breakdownRow
      .pick({ channel_id: true, channel_name: true, campaign_id: true, campaign_name: true })
      .extend({ visits: z.array(count()), signups: z.array(count()), new_subscribers: z.array(count()) }),
  ),
});
export const revenueLines = z.object({
  ...periodOf,
  days: z.array(z.string()),
  series: z.array(
    breakdownRow
      .pick({ channel_id: true, channel_name: true, campaign_id: true, campaign_name: true })
      .extend({ currency: z.string(), gross: z.array(moneyAmount), net: z.array(moneyAmount) }),
  ),
});

/** `periodStatistic`: each channel's figures and the partner's share of its net (`metric.profit_share`). */
export const periodStatistics = z.object({
  ...periodOf,
  data: z.array(
    breakdownRow.extend({
      profit_sharing: z.string().nullable(),
      profit_share: z.array(z.object({ currency: z.string(), amount: moneyAmount })),
    }),
  ),
});

/** Revenue by charge type, per currency (`type-revenue-distribution`). */
export const REVENUE_TYPES = ['initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins'] as const;
export const typeRevenue = z.object({
  ...periodOf,
  data: z.array(
    z.object({
      currency: z.string(),
      types: z.array(z.object({ type: z.enum(REVENUE_TYPES), count: count(), amount: moneyAmount })),
    }),
  ),
});

/**
 * `refundStatistics`: per processor and currency, with rates by count and by amount (`metric.refund_rate`,
 * `metric.refund_amount_rate`, `metric.chargeback_rate`, `metric.chargeback_amount_rate`).
 */
export const refundStatistics = z.object({
  ...periodOf,
  data: z.array(
    z.object({
      processor: z.string(),
      currency: z.string(),
      charges: count(),
      gross: moneyAmount,
      refunds: count(),
      refund_amount: moneyAmount,
      chargebacks: count(),
      chargeback_amount: moneyAmount,
      voids: count(),
      void_amount: moneyAmount,
      refund_rate: rate,
      refund_amount_rate: rate,
      chargeback_rate: rate,
      chargeback_amount_rate: rate,
    }),
  ),
  days: z.array(
    z.object({ day: z.string(), refunds: count(), chargebacks: count(), voids: count(), money: z.array(moneyFigures) }),
  ),
});

/** The daily revenue table (`companyDataDaily`, `dailyRevenue.csv`): a row per day and currency. */
export const dailyRevenueRow = z.object({
  day: z.string(),
  currency: z.string(),
  charges: count(),
  new_subscribers: count(),
  trial_conversions: count(),
  rebills: count(),
  gross: moneyAmount,
  fees: moneyAmount,
  refunds: count(),
  refund_amount: moneyAmount,
  chargebacks: count(),
  chargeback_amount: moneyAmount,
  voids: count(),
  void_amount: moneyAmount,
  net: moneyAmount,
});
export type DailyRevenueRow = z.infer<typeof dailyRevenueRow>;
/** The columns of `dailyRevenue.csv`: the table's, in its order. */
export const DAILY_REVENUE_COLUMNS = Object.keys(dailyRevenueRow.shape) as Array<keyof DailyRevenueRow>;
export const dailyRevenue = z.object({ ...periodOf, data: z.array(dailyRevenueRow), totals: z.array(moneyFigures) });

/** The channel CSVs' columns: `dailyChannel.csv` (no campaign) and `campaign.csv`; the detail adds plan and processor. */
export const CHANNEL_CSV_COLUMNS = [
  'day',
  'channel',
  'campaign',
  'currency',
  'visits',
  'unique_visitors',
  'signups',
  'new_subscribers',
  'trials',
  'trial_conversions',
  'rebills',
  'charges',
  'gross',
  'fees',
  'refunds',
  'refund_amount',
  'chargebacks',
  'chargeback_amount',
  'voids',
  'void_amount',
  'net',
] as const;
export const CHANNEL_DETAIL_CSV_COLUMNS = [
  ...CHANNEL_CSV_COLUMNS.slice(0, 3),
  'plan',
  'processor',
  ...CHANNEL_CSV_COLUMNS.slice(3),
] as const;
