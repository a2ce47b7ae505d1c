/** The daily revenue table: a row per day and currency, as `dailyRevenue.csv` has it. */
import { useTranslation } from 'react-i18next';
import { DAILY_REVENUE_COLUMNS } from '@backlot/contract';
import type { DailyRevenue } from '../api';
import { figureColumn } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { isMoney, type Metric } from '../figures/metrics';
import { camelKey } from '../../../lib/api/case';

type Row = DailyRevenue['data'][number];
const FIGURES = DAILY_REVENUE_COLUMNS.slice(2) as ReadonlyArray<(typeof DAILY_REVENUE_COLUMNS)[number] & Metric>;
const field = (metric: Metric) => camelKey(metric) as keyof Row;

export function RevenueTable({ answer, loading }: { answer?: DailyRevenue; loading: boolean }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  return (
    <FigureTable<Row>
      title={t('daily.revenueTable')}
      loading={loading}
      rows={answer?.data}
      rowKey={(row) => `${row.day}:${row.currency}`}
      pageSize={31}
      columns={[
        { key: 'day', title: t('column.day'), dataIndex: 'day' },
        { key: 'currency', title: t('column.currency'), dataIndex: 'currency' },
        ...FIGURES.map((metric) =>
          figureColumn<Row>(metric, (row) =>
            isMoney(metric)
              ? format.money(String(row[field(metric)]), row.currency)
              : format.count(Number(row[field(metric)])),
          ),
        ),
      ]}
    />
  );
}
