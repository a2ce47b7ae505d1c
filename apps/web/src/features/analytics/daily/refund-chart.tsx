/** Refunds, chargebacks and voids day by day: a line each. */
import { useTranslation } from 'react-i18next';
import { ChartCard, seriesOption } from '../../../lib/charts';
import type { RefundStatistics } from '../api';
import { useFormat } from '../figures/format';
import { definitionOf } from '../figures/metric-title';
import { seriesTable } from '../figures/series-table';

const LINES = ['refunds', 'chargebacks', 'voids'] as const;

export function RefundChart({ answer, loading }: { answer?: RefundStatistics; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const days = answer?.days ?? [];
  const dates = days.map((day) => day.day);
  const series = LINES.map((metric) => ({ name: t(`metric.${metric}`), values: days.map((day) => day[metric]) }));
  return (
    <ChartCard
      title={t('daily.refundsByDay')}
      definition={LINES.map(definitionOf).join(' ')}
      loading={loading}
      option={seriesOption(dates, series, format.count)}
      table={seriesTable(t('column.day'), dates, series, format.count)}
    />
  );
}
