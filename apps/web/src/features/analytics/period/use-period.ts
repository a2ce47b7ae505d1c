/**
 * The days and filters an analytics page shows, kept in the URL (a link or a reload shows the same figures):
 * `range` (a preset) or `from`/`to` (custom days), `compare=1`, and the filters. Answers the query the API
 * takes; none of them: the last 7 days, as the server reads an empty query.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ANALYTICS_RANGES, type AnalyticsRange } from '@backlot/contract';

export const FILTERS = ['site_id', 'channel_id', 'campaign_id', 'plan_id', 'processor'] as const;
export type FilterName = (typeof FILTERS)[number];

export type Period = {
  /** The preset, or `custom` for days of one's own. */
  range: AnalyticsRange | 'custom';
  from?: string;
  to?: string;
  compare: boolean;
  filters: Partial<Record<FilterName, string>>;
};

export const DEFAULT_RANGE: AnalyticsRange = 'last_7_days';
const isRange = (text: string | null): text is AnalyticsRange =>
  (ANALYTICS_RANGES as readonly string[]).includes(text ?? '');

/** Every calendar day from `from` to `to`, both included (`YYYY-MM-DD`). */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

export function readPeriod(params: URLSearchParams): Period {
  const [from, to] = [params.get('from') ?? undefined, params.get('to') ?? undefined];
  const range = params.get('range');
  const filters = Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  return {
    range: (from && to) || range === 'custom' ? 'custom' : isRange(range) ? range : DEFAULT_RANGE,
    ...(from && to ? { from, to } : {}),
    compare: params.get('compare') === '1',
    filters,
  };
}

/** The period as the API's query (snake_case, as it is sent). */
export function queryOf(period: Period): Record<string, string> {
  const days: Record<string, string> =
    period.range === 'custom' && period.from && period.to
      ? { from: period.from, to: period.to }
      : period.range === 'custom'
        ? { range: DEFAULT_RANGE }
        : { range: period.range };
  return { ...days, ...(period.compare ? { compare: '1' } : {}), ...period.filters };
}

export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => readPeriod(params), [params]);
  const setPeriod = useCallback(
    (next: Period) => {
      const query = queryOf(next);
      // A custom range being picked keeps its mark until both days are chosen.
      if (next.range === 'custom' && !(next.from && next.to)) query.range = 'custom';
      setParams(new URLSearchParams(query), { replace: true });
    },
    [setParams],
  );
  return { period, setPeriod, query: useMemo(() => queryOf(period), [period]) };
}
