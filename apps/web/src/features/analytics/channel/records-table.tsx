/** The figures day by day, per channel (or per campaign of one channel). */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type AnalyticsQuery, type DailyBreakdown } from '../api';
import { figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import { ROW_METRICS, type Source, useRowName } from './rows';
import { pagerTotal } from '../../../lib/resource';
import { useRead } from '../../../lib/api/use-read';

type Row = DailyBreakdown['data'][number];

const PAGE_SIZE = 20;

/** A page at a time from the server: a year of days by channel is thousands of rows. */
export function RecordsTable({ source, query }: { source: Source; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const name = useRowName(source.kind);
  // The page chosen for these days and filters: others start again at the first page.
  const asked = JSON.stringify(query);
  const [chosen, setChosen] = useState({ asked, page: 1 });
  const page = chosen.asked === asked ? chosen.page : 1;
  const { data, isPending, isFetching } = useRead({
    ...analyticsQuery<DailyBreakdown>(`${source.base}/records`, {
      ...query,
      page: String(page),
      per_page: String(PAGE_SIZE),
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <FigureTable<Row>
      title={t('channel.records')}
      loading={isPending || isFetching}
      rows={data?.data}
      rowKey={(row) => `${row.day}:${name.keyOf(row)}`}
      pageSize={PAGE_SIZE}
      serverPages={{
        current: page,
        total: pagerTotal(data?.meta, data?.data.length ?? 0),
        onChange: (next) => setChosen({ asked, page: next }),
      }}
      columns={[
        { key: 'day', title: t('column.day'), dataIndex: 'day' },
        { key: 'name', title: name.title, render: (_, row) => name.nameOf(row) },
        ...figureColumns<Row>(ROW_METRICS, format),
      ]}
    />
  );
}
