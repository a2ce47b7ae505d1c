/** How long an open ticket has waited, coarsely (days and hours, or minutes): amber after 4 hours, red after a day. */
import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import type { ResourceT } from '../../../lib/resource';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait in words of the UI language; `now` is passed in so the list reads one instant for every row. */
export function waitedText(since: string, now: number, t: ResourceT): string {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited >= DAY)
    return t('waited.days', { days: Math.floor(waited / DAY), hours: Math.floor((waited % DAY) / HOUR) });
  if (waited >= HOUR)
    return t('waited.hours', { hours: Math.floor(waited / HOUR), minutes: Math.floor((waited % HOUR) / MINUTE) });
  return t('waited.minutes', { minutes: Math.floor(waited / MINUTE) });
}

/** The time now, moving on every minute: a list left open keeps its waits current. */
function useMinuteClock() {
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
