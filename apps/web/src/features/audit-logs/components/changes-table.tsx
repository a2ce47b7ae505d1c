/** The diff of one audit entry: each changed field with its value before and after. */
import { Table, Typography } from 'antd';
import { useResourceT } from '../../../lib/resource';
import type { AuditEntry } from '../api';

const shown = (value: unknown) => {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (
    <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {text}
    </Typography.Text>
  );
};

export function ChangesTable({ changes }: Pick<AuditEntry, 'changes'>) {
  const t = useResourceT('audit-logs');
  const rows = Object.entries(changes).map(([field, change]) => ({ field, ...change }));
  return (
    <Table
      rowKey="field"
      size="small"
      pagination={false}
      dataSource={rows}
      locale={{ emptyText: t('diff.none') }}
      columns={[
        { key: 'field', title: t('diff.field'), dataIndex: 'field', width: 200 },
        { key: 'before', title: t('diff.before'), render: (_: unknown, row) => shown(row.before) },
        { key: 'after', title: t('diff.after'), render: (_: unknown, row) => shown(row.after) },
      ]}
    />
  );
}
