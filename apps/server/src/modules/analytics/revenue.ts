/**
 * Company-wide revenue (refused to channel partners): the daily revenue table and its CSV, revenue by charge
 * type, subscriber sources, refund statistics, and the daily company data.
 */
import {
  type AnalyticsQuery,
  analyticsQuery,
  breakdown,
  DAILY_REVENUE_COLUMNS,
  dailyRevenue,
  type DailyRevenueRow,
  dailyData,
  fromMinorUnits,
  REVENUE_TYPES,
  typeRevenue,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { sendCsv } from '../../platform/csv-download.js';
import { breakdownAnswer, cellsFor, seriesOf, totalsOf } from './figures.js';
import { chunksOf, periodsOf } from './period.js';
import { figuresOf, grossOf, moneyOf, readRows, readTotals, type Row, type Sums } from './read.js';
import type { AnalyticsGet, Call } from './route.js';

/** A day's rows of the revenue table: one per currency. */
function revenueRows(row: Row): DailyRevenueRow[] {
  return [...row.sums]
    .filter(([currency]) => currency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => {
      const money = moneyOf(currency, s);
      return {
        day: row.day!,
        currency,
        charges: s.charges,
        new_subscribers: s.new_subscribers,
        trial_conversions: s.trial_conversions,
        rebills: s.rebills,
        gross: money.gross,
        fees: money.fees,
        refunds: s.refunds,
        refund_amount: money.refund_amount,
        chargebacks: s.chargebacks,
        chargeback_amount: money.chargeback_amount,
        voids: s.voids,
        void_amount: money.void_amount,
        net: money.net,
      };
    });
}

const TYPE_AMOUNTS: Record<(typeof REVENUE_TYPES)[number], [count: keyof Sums, amount: keyof Sums]> = {
  initial: ['initial_charges', 'initial_amount'],
  trial: ['trials', 'trial_amount'],
  conversion: ['trial_conversions', 'conversion_amount'],
  rebill: ['rebills', 'rebill_amount'],
  one_time: ['one_time_sales', 'one_time_amount'],
  coins: ['coin_sales', 'coins_amount'],
};

/** The daily revenue table's rows of some days: a row per day and currency (the page, its CSV, the statement). */
export const revenueDaysOf = async (db: Db, call: Call<AnalyticsQuery>, period: { from: string; to: string }) =>
  (await readRows(db, cellsFor(period, call), ['day'])).flatMap(revenueRows);

export function revenueRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  const revenueDays = (call: Call<AnalyticsQuery>, period: { from: string; to: string }) =>
    revenueDaysOf(db, call, period);

  get(
    '/analytics/revenue/companyDataDaily',
    {
      access: 'view-daily-revenue',
      scope: 'company',
      summary: 'The daily revenue table: a row per day and currency',
      query: analyticsQuery,
      response: dailyRevenue,
    },
    async (call) => {
      const periods = periodsOf(call.query, timeZone);
      const totals = await readTotals(db, cellsFor(periods.period, call));
      return { ...periods, data: await revenueDays(call, periods.period), totals: figuresOf(totals.sums).money };
    },
  );
  get(
    '/analytics/revenue/exportCsv',
    {
      access: 'export-analytics',
      scope: 'company',
      summary: 'Download the daily revenue table as dailyRevenue.csv',
      query: analyticsQuery,
      response: undefined,
    },
    async (call) => {
      const { period } = periodsOf(call.query, timeZone);
      const batches = (async function* () {
        for (const chunk of chunksOf(period)) yield await revenueDays(call, chunk);
      })();
      return sendCsv(call.reply, 'dailyRevenue.csv', DAILY_REVENUE_COLUMNS, batches);
    },
  );
  get(
    '/analytics/revenue/type-revenue-distribution',
    {
      access: 'view-daily-revenue',
      scope: 'company',
      summary: 'Revenue by charge type, per currency',
      query: analyticsQuery,
      response: typeRevenue,
    },
    async (call) => {
      const periods = periodsOf(call.query, timeZone);
      const { sums } = await readTotals(db, cellsFor(periods.period, call));
      const data = [...sums]
        .filter(([currency, s]) => currency && grossOf(s) + s.trials > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, s]) => ({
          currency,
          types: REVENUE_TYPES.map((type) => {
            const [count, amount] = TYPE_AMOUNTS[type];
            return { type, count: s[count], amount: fromMinorUnits(s[amount], currency) };
          }),
        }));
      return { ...periods, data };
    },
  );
  get(
    '/analytics/revenue/subscriptionReferrals',
    {
      access: 'view-subscriber-source',
      scope: 'company',
      summary: 'Where subscribers came from: figures per channel and campaign',
      query: analyticsQuery,
      response: breakdown,
    },
    (call) =>
      breakdownAnswer(db, periodsOf(call.query, timeZone), call, ['channel', 'campaign'], {
        order: (f) => [f.new_subscribers, f.trials, f.signups, f.visits],
      }),
  );
  get(
    '/analytics/data/daily',
    {
      access: 'view-daily-data',
      scope: 'company',
      summary: 'The daily company data: every figure day by day, with the period’s totals',
      query: analyticsQuery,
      response: dailyData,
    },
    async (call) => {
      const periods = periodsOf(call.query, timeZone);
      const totals = await totalsOf(db, periods, call);
      return {
        ...(await seriesOf(db, periods, call)),
        totals: totals.figures,
        previous_totals: totals.previous_figures,
      };
    },
  );
}
