/**
 * A checked import, row by row: its number in the file, its key, what it would do (create, update, unchanged,
 * error), the changes in words ("Sort: 1 → 9") and the problems by column, in red. Above it, the counts. On a
 * phone, key, result and details share one column, so that nothing hides beyond the screen's edge.
 */
import { Alert, Table, Tag, Typography } from 'antd';
import type { ImportAction } from '@backlot/contract';
import { camelKey } from '../api/case';
import type { ImportAnswer } from './import-request';
import { useListWidth } from './list-width';
import type { ResourceT } from './use-resource-t';

type Row = ImportAnswer['rows'][number];

const COLORS: Record<ImportAction, string> = { create: 'green', update: 'blue', unchanged: 'default', error: 'red' };

const shown = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

export function ImportReport({
  report,
  labelOf,
  t,
}: {
  report: ImportAnswer;
  labelOf: (name: string) => string;
  t: ResourceT;
}) {
  const { summary } = report;
  const { stacked } = useListWidth();
  const tag = (row: Row) => <Tag color={COLORS[row.action]}>{t(`resource:import.actions.${row.action}`)}</Tag>;
  const whole = (row: Row) => (
    <>
      <div>
        {row.key} {tag(row)}
      </div>
      {details(row)}
    </>
  );
  const details = (row: Row) => (
    <>
      {row.changes.map((change) => (
        <div key={change.field}>
          {t('resource:import.change', {
            field: labelOf(camelKey(change.field)),
            before: shown(change.before),
            after: shown(change.after),
          })}
        </div>
      ))}
      {Object.entries(row.errors).map(([column, messages]) => (
        <Typography.Text key={column} type="danger" style={{ display: 'block' }}>
          {column === 'row' ? messages.join(' ') : `${labelOf(column)}: ${messages.join(' ')}`}
        </Typography.Text>
      ))}
    </>
  );
  return (
    <>
      <Alert
        type={summary.errors ? 'error' : 'success'}
        showIcon
        style={{ marginBottom: 12 }}
        message={t('resource:import.summary', {
          create: summary.create,
          update: summary.update,
          unchanged: summary.unchanged,
          errors: summary.errors,
        })}
      />
      <Table<Row>
        size="small"
        rowKey="row"
        dataSource={report.rows}
        pagination={report.rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        columns={[
          { title: t('resource:csvErrors.row'), dataIndex: 'row', width: stacked ? 56 : 64 },
          ...(stacked
            ? [{ title: t('resource:import.details'), key: 'all', render: (_: unknown, row: Row) => whole(row) }]
            : [
                { title: t('resource:import.key'), dataIndex: 'key', width: 200 },
                {
                  title: t('resource:import.action'),
                  key: 'action',
                  width: 110,
                  render: (_: unknown, row: Row) => tag(row),
                },
                { title: t('resource:import.details'), key: 'details', render: (_: unknown, row: Row) => details(row) },
              ]),
        ]}
      />
    </>
  );
}
