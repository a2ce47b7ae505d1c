/** The figures day by day, per channel (or per campaign of one channel). */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type AnalyticsQuery, type DailyBreakdown } from '../api';
import { figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { ROW_METRICS, type Source, useRowName } from './rows';

type Row = DailyBreakdown['data'][number];

export function RecordsTable({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const { data, isPending } = useQuery(analyticsQuery<DailyBreakdown>(`${source.base}/records`, query));
  return (
    <FigureTable<Row>
      title={t('channel.records')}
      loading={isPending}
      rows={data?.data}
      rowKey={(row) => `${row.day}:${name.keyOf(row)}`}
      pageSize={20}
      columns={[
        { key: 'day', title: t('column.day'), dataIndex: 'day', fixed: 'left' },
        { key: 'name', title: name.title, render: (_, row) => name.nameOf(row) },
        ...figureColumns<Row>(ROW_METRICS, format),
      ]}
    />
  );
}
