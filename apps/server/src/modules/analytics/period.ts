/**
 * Which reporting days a query asks for: a preset counted back from today in the reporting time zone (today
 * included), or the query's own days; the last 7 days when it names none. The compared period is as long and
 * ends the day before.
 */
import { type AnalyticsRange, daysBetween } from '@backlot/contract';

export type Period = { from: string; to: string };
export type Periods = { period: Period; previous?: Period };

/** A calendar day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

/** Today in the time zone (`en-CA` writes YYYY-MM-DD). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

const PRESETS: Record<AnalyticsRange, [back: number, to: number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  last_3_days: [2, 0],
  last_7_days: [6, 0],
};

export function periodsOf(
  q: { range?: AnalyticsRange; from?: string; to?: string; compare?: boolean },
  timeZone: string,
): Periods {
  const today = todayIn(timeZone);
  const [back, to] = PRESETS[q.range ?? 'last_7_days'];
  const period = q.from && q.to ? { from: q.from, to: q.to } : { from: addDays(today, -back), to: addDays(today, -to) };
  if (!q.compare) return { period };
  const length = daysBetween(period.from, period.to);
  return { period, previous: { from: addDays(period.from, -length), to: addDays(period.from, -1) } };
}

/** Every day of a period, in order. */
export const daysOf = (p: Period) => Array.from({ length: daysBetween(p.from, p.to) }, (_, i) => addDays(p.from, i));

/** A period in pieces of at most `days` days (a CSV read a month at a time). */
export function* chunksOf(p: Period, days = 31): Generator<Period> {
  for (let from = p.from; from <= p.to; from = addDays(from, days)) {
    const to = addDays(from, days - 1);
    yield { from, to: to < p.to ? to : p.to };
  }
}
