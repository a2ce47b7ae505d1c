/** The analytics calls as the pages read them: the contract's answers (camelCase) and their query options. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  breakdown,
  cardSchemeAnswer,
  cohortRetention,
  dailyBreakdown,
  dailyData,
  dailyRevenue,
  dailySeries,
  dashboardSummary,
  figures,
  figuresTotals,
  moneyFigures,
  mrrAnswer,
  periodStatistics,
  realtimeRevenues,
  realtimeUsers,
  refundStatistics,
  revenueLines,
  todayRecords,
  trialConversion,
  typeRevenue,
  userLines,
} from '@backlot/contract';
import { api } from '../../lib/api/client';
import type { Camelize } from '../../lib/resource';

type Of<S extends z.ZodType> = Camelize<z.infer<S>>;
export type Figures = Of<typeof figures>;
export type MoneyFigures = Of<typeof moneyFigures>;
export type DashboardSummary = Of<typeof dashboardSummary>;
export type RealtimeUsers = Of<typeof realtimeUsers>;
export type RealtimeRevenues = Of<typeof realtimeRevenues>;
export type FiguresTotals = Of<typeof figuresTotals>;
export type DailySeries = Of<typeof dailySeries>;
export type Breakdown = Of<typeof breakdown>;
export type BreakdownRow = Breakdown['data'][number];
export type DailyBreakdown = Of<typeof dailyBreakdown>;
export type TodayRecords = Of<typeof todayRecords>;
export type UserLines = Of<typeof userLines>;
export type RevenueLines = Of<typeof revenueLines>;
export type PeriodStatistics = Of<typeof periodStatistics>;
export type TypeRevenue = Of<typeof typeRevenue>;
export type RefundStatistics = Of<typeof refundStatistics>;
export type DailyRevenue = Of<typeof dailyRevenue>;
export type CohortRetention = Of<typeof cohortRetention>;
export type Cohort = CohortRetention['data'][number];
export type MrrAnswer = Of<typeof mrrAnswer>;
export type MrrMonth = MrrAnswer['data'][number]['months'][number];
export type TrialConversion = Of<typeof trialConversion>;
export type DailyData = Of<typeof dailyData>;
export type CardSchemeAnswer = Of<typeof cardSchemeAnswer>;
export type CardSchemeRow = CardSchemeAnswer['data'][number];

/** The card-scheme ratios' call (its page and the dashboard's warning). */
export const CARD_SCHEMES_PATH = '/analytics/revenue/cardSchemes';

/** Query (snake_case, as sent) of a call. */
export type AnalyticsQuery = Record<string, string>;

/** A GET of the analytics API, cached by its path and query. */
export const analyticsQuery = <T>(path: string, query: AnalyticsQuery = {}, refetchInterval?: number) =>
  queryOptions({
    queryKey: ['analytics', path, query],
    queryFn: () => api.get<T>(path, query),
    refetchInterval,
  });

/** The real-time figures are read again every 30 s while the page is open. */
export const REALTIME_REFRESH_MS = 30_000;
