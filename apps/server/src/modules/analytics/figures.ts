/**
 * The shapes most calls answer, read from the rollups: totals, a series of every day, a breakdown (each row
 * with the previous period's figures when compared).
 */
import { and, type SQL } from 'drizzle-orm';
import type { AnalyticsFilters, BreakdownRow, Figures } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type Period, type Periods, daysOf } from './period.js';
import { type Breakdown, readRows, readTotals, type Row, type RowKey, zeroFigures } from './read.js';
import type { Call } from './route.js';
import { cellsOf } from './scope.js';

/** The cells of a period that a call may read, with its filters (and the channel its path names). */
export const cellsFor = (period: Period, call: Call<AnalyticsFilters>): SQL =>
  and(cellsOf(period, { ...call.query, channel_id: call.channelId ?? call.query.channel_id }), call.reach)!;

/** A row's identity among the rows of its breakdown. */
export const keyOfRow = (row: RowKey) =>
  [row.day, row.channel_id, row.campaign_id, row.plan_id, row.device, row.processor].join('\u0000');

/** The answer fields of a breakdown row: its identity and its figures. */
export const rowAnswer = ({ figures, sums: _, ...key }: Row): BreakdownRow => ({ ...key, ...figures });

export async function totalsOf(db: Db, periods: Periods, call: Call<AnalyticsFilters>) {
  const current = await readTotals(db, cellsFor(periods.period, call));
  const previous = periods.previous && (await readTotals(db, cellsFor(periods.previous, call)));
  return { ...periods, figures: current.figures, previous_figures: previous?.figures };
}

/** Every day of the period, in order, with its figures (zeros when none). */
async function daysIn(db: Db, period: Period, call: Call<AnalyticsFilters>) {
  const rows = new Map((await readRows(db, cellsFor(period, call), ['day'])).map((r) => [r.day, r.figures]));
  return daysOf(period).map((day) => ({ day, ...(rows.get(day) ?? zeroFigures()) }));
}

export async function seriesOf(db: Db, periods: Periods, call: Call<AnalyticsFilters>) {
  const days = await daysIn(db, periods.period, call);
  const previous_days = periods.previous && (await daysIn(db, periods.previous, call));
  return { ...periods, days, previous_days };
}

/** The rows of a breakdown; compared, each with its figures of the previous period (zeros when it had none). */
export async function breakdownOf(db: Db, periods: Periods, call: Call<AnalyticsFilters>, by: Breakdown[]) {
  const rows = await readRows(db, cellsFor(periods.period, call), by);
  if (!periods.previous) return rows.map((row) => ({ row, previous: undefined as Figures | undefined }));
  const before = new Map(
    (await readRows(db, cellsFor(periods.previous, call), by)).map((r) => [keyOfRow(r), r.figures]),
  );
  return rows.map((row) => ({ row, previous: before.get(keyOfRow(row)) ?? zeroFigures() }));
}

/** A breakdown's answer rows, ordered by `order` (descending), at most `limit`. */
export async function breakdownAnswer(
  db: Db,
  periods: Periods,
  call: Call<AnalyticsFilters>,
  by: Breakdown[],
  options: { order?: (f: Figures) => number[]; limit?: number } = {},
) {
  const rows = await breakdownOf(db, periods, call, by);
  const { order } = options;
  if (order) rows.sort((a, b) => compareDesc(order(a.row.figures), order(b.row.figures)));
  const data = rows
    .slice(0, options.limit)
    .map(({ row, previous }) => ({ ...rowAnswer(row), previous_figures: previous }));
  return { ...periods, data };
}

function compareDesc(a: number[], b: number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i]! - a[i]!;
  return 0;
}
