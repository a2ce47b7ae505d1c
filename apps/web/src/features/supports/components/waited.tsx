/** How long an open ticket has waited, coarsely (days and hours, or minutes): amber after 4 hours, red after a day. */
import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import type { ResourceT } from '../../../lib/resource';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of time in words of the UI language (days and hours, hours and minutes, or minutes). */
export function durationText(ms: number, t: ResourceT): string {
  const length = Math.max(0, ms);
  if (length >= DAY)
    return t('waited.days', { days: Math.floor(length / DAY), hours: Math.floor((length % DAY) / HOUR) });
  if (length >= HOUR)
    return t('waited.hours', { hours: Math.floor(length / HOUR), minutes: Math.floor((length % HOUR) / MINUTE) });
  return t('waited.minutes', { minutes: Math.floor(length / MINUTE) });
}

/** The wait in words of the UI language; `now` is passed in so the list reads one instant for every row. */
export const waitedText = (since: string, now: number, t: ResourceT) => durationText(now - Date.parse(since), t);

/** The time now, moving on every minute: a list left open keeps its waits and clocks current. */
export function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Waited({ since, t }: { since: string | null; t: ResourceT }) {
  const now = useMinuteClock();
  if (!since) return <>—</>;
  const waited = now - Date.parse(since);
  const color = waited >= DAY ? 'red' : waited >= 4 * HOUR ? 'orange' : undefined;
  return <Tag color={color}>{waitedText(since, now, t)}</Tag>;
}
