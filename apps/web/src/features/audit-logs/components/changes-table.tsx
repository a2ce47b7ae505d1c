/** The diff of one audit entry: each changed field by its label, with its value before and after. */
import { Suspense } from 'react';
import { Table } from 'antd';
import { useResourceT } from '../../../lib/resource';
import type { AuditEntry } from '../api';
import { useChangeReader } from '../../../lib/record-fields/reading';
import { ChangeValue } from '../../../lib/record-fields/change-value';

export function ChangesTable({ resource, changes }: Pick<AuditEntry, 'resource' | 'changes'>) {
  const t = useResourceT('audit-logs');
  const reader = useChangeReader(resource);
  const rows = reader.order(Object.keys(changes)).map((key) => ({ key, label: reader.label(key), ...changes[key]! }));
  return (
    // The list scrolls sideways on a phone: the diff stays in view, as wide as the screen allows.
    <div style={{ position: 'sticky', left: 0, maxWidth: 'calc(100vw - 96px)' }}>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('diff.empty') }}
        columns={[
          { key: 'field', title: t('diff.field'), dataIndex: 'label', width: '25%' },
          {
            key: 'before',
            title: t('diff.before'),
            render: (_: unknown, row) => <ChangeValue value={row.before} reading={reader.reading(row.key)} />,
          },
          {
            key: 'after',
            title: t('diff.after'),
            render: (_: unknown, row) => <ChangeValue value={row.after} reading={reader.reading(row.key)} />,
          },
        ]}
      />
    </div>
  );
}

/**
 * The labels of an entry's changed fields, for the list's column. While the fields' descriptions load, the cell
 * waits on its own: the page, its search form included, stays as it is.
 */
export function ChangedFields(entry: Pick<AuditEntry, 'resource' | 'changes'>) {
  return (
    <Suspense fallback="…">
      <ChangedFieldLabels {...entry} />
    </Suspense>
  );
}

function ChangedFieldLabels({ resource, changes }: Pick<AuditEntry, 'resource' | 'changes'>) {
  const reader = useChangeReader(resource);
  const keys = reader.order(Object.keys(changes));
  return <>{keys.length ? keys.map(reader.label).join(', ') : '—'}</>;
}
