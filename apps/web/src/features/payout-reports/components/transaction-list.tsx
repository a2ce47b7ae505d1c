/** One list of a reconciliation (differing, statement only, ledger only): hidden when empty. */
import type { ReactNode } from 'react';
import { Flex, Table, Typography } from 'antd';
import { useResourceT } from '../../../lib/resource';

export type TransactionRow = {
  key: string;
  ref: string;
  type: string;
  amount: ReactNode;
  ledgerType?: string;
  ledgerAmount?: ReactNode;
  when: string;
};

type Props = { title: string; count: number; rows: TransactionRow[]; compared?: boolean };

export function TransactionList({ title, count, rows, compared }: Props) {
  const t = useResourceT('payout-reports');
  if (!count) return null;
  const column = (key: keyof TransactionRow, label: string, align?: 'right') => ({
    key,
    dataIndex: key,
    title: t(`reconciliation.${label}`),
    align,
  });
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t(title, { count })}</Typography.Text>
      {count > rows.length && (
        <Typography.Text type="secondary">{t('reconciliation.shownOf', { shown: rows.length, count })}</Typography.Text>
      )}
      <Table<TransactionRow>
        size="small"
        rowKey="key"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        columns={[
          column('ref', 'transaction'),
          column('type', 'type'),
          column('amount', 'amount', 'right'),
          ...(compared ? [column('ledgerType', 'ledgerType'), column('ledgerAmount', 'ledgerAmount', 'right')] : []),
          column('when', 'occurredAt'),
        ]}
      />
    </Flex>
  );
}
