/**
 * The days a run reconciles: today and the two days before, in the reporting time zone (`REPORT_TIMEZONE`) —
 * yesterday's report once it is complete, the day before again so that a row the processor wrote late is not
 * missed, and today so far (a lost notification of this morning is booked by a Run now, not tomorrow). The
 * processor is asked one more day before them: its days may be another zone's. Rows are matched by their
 * transaction id whatever their day, so a row of that extra day is reconciled too.
 */
const DAY_MS = 86_400_000;
export const OVERLAP_DAYS = 2;

/** The day (YYYY-MM-DD) `at` falls on in `zone`. */
export const dayIn = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** `day` (YYYY-MM-DD) moved by `count` days. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The days a run at `now` reconciles, and those it asks the processor for. */
export function windowAt(now: Date, zone: string) {
  const last = dayIn(now, zone);
  const first = addDays(last, -OVERLAP_DAYS);
  return { first, last, asked: { first: addDays(first, -1), last } };
}
