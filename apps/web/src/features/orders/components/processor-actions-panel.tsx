/**
 * The processor actions of a subscription or an order, latest first: while one waits for the processor's
 * confirmation the page says so and asks again every few seconds; once none waits, the record itself is read
 * again (its new state). The list lives under the record's query key, so sending an action refreshes it at once.
 */
import { useEffect, useRef } from 'react';
import { Alert, Card, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRead } from '../../../lib/api/use-read';
import {
  formatInstant,
  formatMoney,
  LinkButton,
  type ResourceApi,
  useLanguage,
  useResourceT,
} from '../../../lib/resource';
import type { ProcessorAction } from '../api';
import { PROCESSOR_ACTIONS_PATH, processorActionStates } from '../constants';

const POLL_MS = 2_000;

type Props = {
  api: ResourceApi<ProcessorAction>;
  filter: { subscriptionId: number } | { orderId: number };
};

export function ProcessorActionsPanel({ api, filter }: Props) {
  const t = useResourceT('orders');
  const language = useLanguage();
  const client = useQueryClient();
  const { data } = useRead({
    ...api.list({ ...filter, sort: '-created_at', perPage: 5 }),
    refetchInterval: (query) => (query.state.data?.data.some((a) => a.state === 'pending') ? POLL_MS : false),
  });
  const pending = data?.data.some((a) => a.state === 'pending') ?? false;
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) void client.invalidateQueries({ queryKey: api.key });
    wasPending.current = pending;
  }, [pending, client, api.key]);
  if (!data?.data.length) return null;
  const query = new URLSearchParams(
    'subscriptionId' in filter
      ? { subscriptionId: String(filter.subscriptionId) }
      : { orderId: String(filter.orderId) },
  );
  return (
    <Card
      size="small"
      title={t('processorActions.panel')}
      extra={
        <LinkButton type="link" size="small" to={`${PROCESSOR_ACTIONS_PATH}?${query.toString()}`}>
          {t('processorActions.all')}
        </LinkButton>
      }
    >
      {pending && <Alert type="info" showIcon message={t('processorActions.waiting')} style={{ marginBottom: 12 }} />}
      <Table<ProcessorAction>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.data}
        columns={[
          {
            key: 'kind',
            title: t('processorActions.kindTitle'),
            render: (_, a) => t(`processorActions.kind.${a.kind}`),
          },
          {
            key: 'state',
            title: t('processorActions.state'),
            render: (_, a) => {
              const option = processorActionStates.find((o) => o.value === a.state);
              return <Tag color={option?.color}>{t(option?.label ?? a.state)}</Tag>;
            },
          },
          {
            key: 'amount',
            title: t('processorActions.amount'),
            render: (_, a) =>
              a.amount && a.currency
                ? formatMoney(a.amount, a.currency, language)
                : a.days
                  ? t('processorActions.daysN', { count: a.days })
                  : '—',
          },
          { key: 'reason', title: t('processorActions.reason'), dataIndex: 'reason' },
          { key: 'answer', title: t('processorActions.answer'), render: (_, a) => a.processorAnswer ?? '—' },
          { key: 'at', title: t('processorActions.at'), render: (_, a) => formatInstant(a.createdAt, language) },
        ]}
      />
    </Card>
  );
}
