/** The channels that brought the most subscribers and the plans sold the most, in the period. */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsQuery, type AnalyticsQuery, type Breakdown, type BreakdownRow } from '../api';
import { figureColumns } from '../figures/columns';
import { FigureTable } from '../figures/figure-table';
import { useFormat } from '../figures/format';
import type { Metric } from '../figures/metrics';
import { useRead } from '../../../lib/api/use-read';

const LISTS = [
  { path: '/dashboard/channelList', name: 'channel', metrics: ['new_subscribers', 'signups', 'visits', 'gross'] },
  { path: '/dashboard/planList', name: 'plan', metrics: ['charges', 'new_subscribers', 'rebills', 'gross'] },
] as const satisfies ReadonlyArray<{ path: string; name: string; metrics: readonly Metric[] }>;

function TopList({ list, query }: { list: (typeof LISTS)[number]; query: AnalyticsQuery }) {
  const { t } = useTranslation('analytics');
  const format = useFormat();
  const { data, isPending } = useRead(analyticsQuery<Breakdown>(list.path, query));
  const nameOf = (row: BreakdownRow) => (list.name === 'channel' ? row.channelName : row.planName) ?? t('column.none');
  return (
    <FigureTable<BreakdownRow>
      title={t(`dashboard.top.${list.name}`)}
      loading={isPending}
      rows={data?.data}
      rowKey={(row) => String((list.name === 'channel' ? row.channelId : row.planId) ?? 0)}
      columns={[
        { key: 'name', title: t(`column.${list.name}`), render: (_, row) => nameOf(row) },
        ...figureColumns<BreakdownRow>(list.metrics, format),
      ]}
    />
  );
}

export function TopLists({ query }: { query: AnalyticsQuery }) {
  return (
    <Row gutter={[16, 16]}>
      {LISTS.map((list) => (
        <Col key={list.name} xs={24} xl={12}>
          <TopList list={list} query={query} />
        </Col>
      ))}
    </Row>
  );
}
