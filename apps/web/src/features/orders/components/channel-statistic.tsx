/** Subscriptions per channel and state (`GET /subscriptions/channelStatistic`), direct members' last. */
import { Card, Table } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import type { ChannelStatistic as Statistic, SubscriptionStatus } from '@backlot/contract';
import { api } from '../../../lib/api/client';
import type { Camelize } from '../../../lib/resource';
import { useResourceT } from '../../../lib/resource';
import { subscriptionStatuses } from '../constants';

type Row = Camelize<Statistic['data'][number]>;
const key = (status: string) => status.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof Row;

export function ChannelStatistic() {
  const t = useResourceT('orders');
  const { data, isFetching } = useRead({
    queryKey: ['subscriptions', 'channelStatistic'],
    queryFn: () => api.get<{ data: Row[] }>('/subscriptions/channelStatistic'),
  });
  return (
    <Card title={t('subscriptions.byChannel')} size="small">
      <Table<Row>
        rowKey={(row) => row.channelId ?? 0}
        size="small"
        loading={isFetching}
        pagination={false}
        dataSource={data?.data}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'channel',
            title: t('fields.channelName'),
            render: (_: unknown, row) => row.channelName ?? t('subscriptions.direct'),
          },
          ...subscriptionStatuses.map((status) => ({
            key: String(status.value),
            title: t(status.label),
            align: 'right' as const,
            render: (_: unknown, row: Row) => row[key(status.value as SubscriptionStatus)],
          })),
        ]}
      />
    </Card>
  );
}
