/**
 * The calendar months a retention or MRR query asks for (`YYYY-MM` in the reporting time zone): its own, or the
 * last 12 with the current one; a month after the current one is refused (422 on the field). Each month's
 * bounds are instants: its first moment, and the next month's first moment — for the current month, now.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { MonthRangeQuery } from '@backlot/contract';
import { invalid } from '../../platform/errors.js';
import { todayIn } from './period.js';

export const DEFAULT_MONTHS = 12;

/** The month `n` months after `month` (before, when negative). */
export function addMonths(month: string, n: number) {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export type MonthRange = { from: string; to: string; current: string };

export function monthRangeOf(q: MonthRangeQuery, timeZone: string): MonthRange {
  const current = todayIn(timeZone).slice(0, 7);
  if (q.from_month && q.from_month > current) throw invalid({ from_month: ['msg.analytics.futureMonth'] });
  if (q.to_month && q.to_month > current) throw invalid({ to_month: ['msg.analytics.futureMonth'] });
  if (q.from_month && q.to_month) return { from: q.from_month, to: q.to_month, current };
  return { from: addMonths(current, 1 - DEFAULT_MONTHS), to: current, current };
}

/** Every month of a range, in order. */
export function monthsIn({ from, to }: { from: string; to: string }): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The first instant of a month (`YYYY-MM`) in the zone, as SQL. */
export const monthStart = (month: string, timeZone: string): SQL =>
  sql`(${`${month}-01`}::timestamp at time zone ${timeZone}::text)`;

/**
 * The months of a range as SQL rows `(month text, starts timestamptz, ends timestamptz)`: the current month
 * ends now.
 */
export const monthBounds = (range: MonthRange, timeZone: string): SQL =>
  sql`(select to_char(m, 'YYYY-MM') as month, (m at time zone ${timeZone}::text) as starts,
      least(((m + interval '1 month') at time zone ${timeZone}::text), now()) as ends
    from generate_series(${`${range.from}-01`}::timestamp, ${`${range.to}-01`}::timestamp, interval '1 month') m)`;
