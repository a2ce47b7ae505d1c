/**
 * The months a retention or MRR page shows, kept in the URL like the daily pages' period: `from_month` and
 * `to_month` (`YYYY-MM`, both or none: none asks the server's default, the last 12 months) and, on the cohort
 * page, `channel_id`.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type Months = { fromMonth?: string; toMonth?: string; channelId?: string };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function readMonths(params: URLSearchParams): Months {
  const [from, to] = [params.get('from_month'), params.get('to_month')];
  const channel = params.get('channel_id');
  return {
    ...(from && to && MONTH.test(from) && MONTH.test(to) ? { fromMonth: from, toMonth: to } : {}),
    ...(channel ? { channelId: channel } : {}),
  };
}

/** The API's query (snake_case, as sent). */
export function queryOfMonths(months: Months): Record<string, string> {
  return {
    ...(months.fromMonth && months.toMonth ? { from_month: months.fromMonth, to_month: months.toMonth } : {}),
    ...(months.channelId ? { channel_id: months.channelId } : {}),
  };
}

export function useMonths() {
  const [params, setParams] = useSearchParams();
  const months = useMemo(() => readMonths(params), [params]);
  const setMonths = useCallback(
    (next: Months) => setParams(new URLSearchParams(queryOfMonths(next)), { replace: true }),
    [setParams],
  );
  return { months, setMonths, query: useMemo(() => queryOfMonths(months), [months]) };
}
