/**
 * The period's figures per channel with the partner's profit share (`periodStatistic`), or per campaign of one
 * channel (the breakdown of its pie chart call, which has every figure).
 */
import { useTranslation } from 'react-i18next';
import type { AnalyticsQuery, Breakdown, PeriodStatistics } from '../api';
import { breakdownQuery } from './breakdown-query';
import { figureColumn, figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { ROW_METRICS, type Source, useRowName } from './rows';
import { useRead } from '../../../lib/api/use-read';

type Row = PeriodStatistics['data'][number];

export function StatisticsTable({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  const perChannel = source.kind === 'channel';
  const { data, isPending } = useRead(
    breakdownQuery(source, query, (all): PeriodStatistics | Breakdown => all.periodStatistic ?? all.revenuePieChart),
  );
  const shares = perChannel
    ? [
        {
          key: 'profitSharing',
          title: t('column.profitSharing'),
          align: 'right' as const,
          render: (_: unknown, row: Row) => (row.profitSharing === null ? '—' : format.percentText(row.profitSharing)),
        },
        figureColumn<Row>('profit_share', (row) =>
          row.profitShare.length === 0
            ? '—'
            : row.profitShare.map((share) => (
                <div key={share.currency}>{format.money(share.amount, share.currency)}</div>
              )),
        ),
      ]
    : [];
  return (
    <FigureTable<Row>
      title={t('channel.statistics')}
      loading={isPending}
      rows={data?.data as Row[] | undefined}
      rowKey={name.keyOf}
      columns={[
        { key: 'name', title: name.title, render: (_, row) => name.nameOf(row) },
        ...figureColumns<Row>(ROW_METRICS, format),
        ...shares,
      ]}
    />
  );
}
