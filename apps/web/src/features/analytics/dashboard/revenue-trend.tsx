/** Revenue and net day by day, one currency at a time; with the comparison, the previous period's revenue too. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChartCard, seriesOption } from '../../../lib/charts';
import { analyticsQuery, type AnalyticsQuery, type DailySeries } from '../api';
import { useCurrency } from '../figures/currency-switch';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { currenciesOf, moneyIn } from '../figures/metrics';

type Day = DailySeries['days'][number];

export function RevenueTrend({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data, isPending } = useQuery(analyticsQuery<DailySeries>('/dashboard/revenueTrend', query));
  const days = data?.days ?? [];
  const { currency, control } = useCurrency(currenciesOf(days));
  const amount = (day: Day | undefined, pick: 'gross' | 'net') =>
    (currency && day ? moneyIn(day, currency)?.[pick] : undefined) ?? '0';
  const withFigures = currency ? days : [];
  const previous = data?.previousDays;
  const series = [
    { name: t('metric.gross'), values: withFigures.map((d) => Number(amount(d, 'gross'))) },
    { name: t('metric.net'), values: withFigures.map((d) => Number(amount(d, 'net'))) },
    ...(previous
      ? [{ name: t('chart.previousGross'), values: withFigures.map((_, i) => Number(amount(previous[i], 'gross'))) }]
      : []),
  ];
  const money = (value: string) => (currency ? format.money(value, currency) : value);
  return (
    <ChartCard
      title={t('chart.revenueTrend')}
      definition={definitionOf('gross')}
      loading={isPending}
      extra={control}
      option={seriesOption(
        withFigures.map((d) => d.day),
        series,
        (value) => money(String(value)),
      )}
      table={{
        columns: [
          { key: 'day', title: t('column.day') },
          { key: 'gross', title: t('metric.gross'), numeric: true },
          { key: 'net', title: t('metric.net'), numeric: true },
          ...(previous ? [{ key: 'previous', title: t('chart.previousGross'), numeric: true }] : []),
        ],
        rows: withFigures.map((d, i) => ({
          day: d.day,
          gross: money(amount(d, 'gross')),
          net: money(amount(d, 'net')),
          previous: previous ? money(amount(previous[i], 'gross')) : undefined,
        })),
      }}
    />
  );
}
