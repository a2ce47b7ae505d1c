/** The daily company data table: a row per day, money a line per currency. */
import { useTranslation } from 'react-i18next';
import type { DailyData } from '../api';
import { figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import type { Metric } from '../figures/metrics';

type Row = DailyData['days'][number];
const METRICS: readonly Metric[] = [
  'visits',
  'unique_visitors',
  'signups',
  'new_subscribers',
  'trials',
  'trial_conversions',
  'rebills',
  'declines',
  'gross',
  'fees',
  'refund_amount',
  'chargeback_amount',
  'void_amount',
  'net',
];

export function DataTable({ answer, loading }: { answer?: DailyData; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <FigureTable<Row>
      title={t('daily.companyTable')}
      loading={loading}
      rows={answer?.days}
      rowKey={(row) => row.day}
      pageSize={31}
      columns={[{ key: 'day', title: t('column.day'), dataIndex: 'day' }, ...figureColumns<Row>(METRICS, format)]}
    />
  );
}
