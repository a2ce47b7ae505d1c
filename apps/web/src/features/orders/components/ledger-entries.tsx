/** The ledger entries behind an order: its charge, then every refund, chargeback or void of it. */
import { Card, Table, Tag } from 'antd';
import { formatInstant, formatMoney, LinkButton, useLanguage, useResourceT } from '../../../lib/resource';
import type { LedgerEntry } from '../api';
import { ledgerTypes, POSTBACKS_PATH } from '../constants';

export function LedgerEntries({ entries }: { entries: LedgerEntry[] }) {
  const t = useResourceT('orders');
  const language = useLanguage();
  return (
    <Card title={t('ledger.title')} size="small">
      <Table<LedgerEntry>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={entries}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'id', title: t('ledger.entry'), dataIndex: 'id' },
          {
            key: 'type',
            title: t('fields.type'),
            render: (_: unknown, e) => {
              const option = ledgerTypes.find((o) => o.value === e.type);
              return <Tag color={option?.color}>{t(option?.label ?? e.type)}</Tag>;
            },
          },
          {
            key: 'amount',
            title: t('fields.amount'),
            align: 'right',
            render: (_: unknown, e) => formatMoney(e.amount, e.currency, language),
          },
          { key: 'ref', title: t('ledger.processorRef'), dataIndex: 'processorRef' },
          { key: 'ptype', title: t('ledger.processorType'), dataIndex: 'processorType' },
          {
            key: 'at',
            title: t('ledger.occurredAt'),
            render: (_: unknown, e) => formatInstant(e.occurredAt, language),
          },
          {
            key: 'postback',
            title: t('ledger.postback'),
            render: (_: unknown, e) =>
              e.postbackId ? (
                <LinkButton type="link" size="small" to={`${POSTBACKS_PATH}/${e.postbackId}`}>
                  #{e.postbackId}
                </LinkButton>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
