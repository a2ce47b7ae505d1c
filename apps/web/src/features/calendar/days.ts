/**
 * The days a calendar view shows, in the browser's zone: a month's weeks (Monday first, six at most) or one week;
 * and an instant moved to another day at its time of day.
 */
import dayjs, { type Dayjs } from 'dayjs';

export type CalendarView = 'month' | 'week';

/** `2026-11-28`: a day's key. */
export const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');
/** The day an instant falls on, here. */
export const dayOf = (instant: string) => dayKey(dayjs(instant));

const mondayOf = (day: Dayjs) => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** The days shown around `anchor`: its month's whole weeks, or its week. */
export function daysShown(view: CalendarView, anchor: Dayjs): Dayjs[] {
  const first = mondayOf(view === 'month' ? anchor.startOf('month') : anchor);
  const last = view === 'month' ? mondayOf(anchor.endOf('month')).add(6, 'day') : first.add(6, 'day');
  const count = last.diff(first, 'day') + 1;
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

/** The view's next (1) or previous (-1) month or week. */
export const stepped = (view: CalendarView, anchor: Dayjs, by: 1 | -1) => anchor.add(by, view);

/** `instant` on `day` (a day's key), at the same time of day. */
export function onDay(instant: string, day: string): string {
  const at = dayjs(instant);
  const target = dayjs(day).hour(at.hour()).minute(at.minute()).second(at.second()).millisecond(at.millisecond());
  return target.toISOString();
}
