/** Visits, sign-ups and new subscribers day by day. */
import { useTranslation } from 'react-i18next';
import { ChartCard, seriesOption } from '../../../lib/charts';
import { analyticsQuery, type AnalyticsQuery, type DailySeries } from '../api';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { countOf, type CountMetric } from '../figures/metrics';
import { useRead } from '../../../lib/api/use-read';

const LINES: readonly CountMetric[] = ['visits', 'signups', 'new_subscribers'];

export function MemberTrend({ query }: { query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data, isPending } = useRead(analyticsQuery<DailySeries>('/dashboard/memberTrend', query));
  // A period without a single visit, sign-up or subscriber says so rather than drawing flat lines.
  const all = data?.days ?? [];
  const days = all.some((d) => LINES.some((metric) => countOf(d, metric) > 0)) ? all : [];
  return (
    <ChartCard
      title={t('chart.memberTrend')}
      definition={definitionOf('signups')}
      loading={isPending}
      option={seriesOption(
        days.map((d) => d.day),
        LINES.map((metric) => ({ name: t(`metric.${metric}`), values: days.map((d) => countOf(d, metric)) })),
        format.count,
      )}
      table={{
        columns: [
          { key: 'day', title: t('column.day') },
          ...LINES.map((metric) => ({ key: metric, title: t(`metric.${metric}`), numeric: true })),
        ],
        rows: days.map((d) => ({
          day: d.day,
          ...Object.fromEntries(LINES.map((metric) => [metric, format.count(countOf(d, metric))])),
        })),
      }}
    />
  );
}
