/**
 * A breakdown's figures — the period's table, the lines and the pies — read as one query of the calls it needs
 * (four or five, sent together): the answer lands once, so every card of the page renders in one pass. Read
 * apart, each answer rendered the page again in a frame of its own (five passes, some 120 ms on the
 * channel page). One failed call fails the whole, and the query's retry asks again for all of them.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { AnalyticsQuery, Breakdown, PeriodStatistics, RevenueLines, UserLines } from '../api';
import type { Source } from './rows';

export type BreakdownAnswers = {
  /** Per channel only: a channel's campaigns read their table from `revenuePieChart`. */
  periodStatistic?: PeriodStatistics;
  userLineChart: UserLines;
  revenueLineChart: RevenueLines;
  userPieChart: Breakdown;
  revenuePieChart: Breakdown;
};

export function breakdownQuery<T>(source: Source, query: AnalyticsQuery, select: (answers: BreakdownAnswers) => T) {
  return queryOptions({
    queryKey: ['analytics', source.base, 'breakdown', query],
    queryFn: async (): Promise<BreakdownAnswers> => {
      const read = <A>(call: string) => api.get<A>(`${source.base}/${call}`, query);
      const [periodStatistic, userLineChart, revenueLineChart, userPieChart, revenuePieChart] = await Promise.all([
        source.kind === 'channel' ? read<PeriodStatistics>('periodStatistic') : undefined,
        read<UserLines>('userLineChart'),
        read<RevenueLines>('revenueLineChart'),
        read<Breakdown>('userPieChart'),
        read<Breakdown>('revenuePieChart'),
      ]);
      return { periodStatistic, userLineChart, revenueLineChart, userPieChart, revenuePieChart };
    },
    select,
  });
}
