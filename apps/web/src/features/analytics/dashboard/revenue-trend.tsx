/** Revenue and net day by day, one currency at a time; with the comparison, the previous period's revenue too. */
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type AnalyticsQuery, type DailySeries } from '../api';
import { currenciesByGross, moneyIn } from '../figures/metrics';
import { MoneyTrendChart } from '../figures/money-trend-chart';
import { useRead } from '../../../lib/api/use-read';

type Day = DailySeries['days'][number];

export function RevenueTrend({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const { data, isPending } = useRead(analyticsQuery<DailySeries>('/dashboard/revenueTrend', query));
  const days = data?.days ?? [];
  const previous = data?.previousDays;
  const amount = (day: Day | undefined, currency: string, pick: 'gross' | 'net') =>
    (day ? moneyIn(day, currency)?.[pick] : undefined) ?? '0';
  return (
    <MoneyTrendChart
      title={t('chart.revenueTrend')}
      loading={isPending}
      currencies={currenciesByGross(days)}
      withPrevious={Boolean(previous)}
      daysIn={(currency) =>
        days.map((day, i) => ({
          day: day.day,
          gross: amount(day, currency, 'gross'),
          net: amount(day, currency, 'net'),
          previousGross: previous ? amount(previous[i], currency, 'gross') : undefined,
        }))
      }
    />
  );
}
