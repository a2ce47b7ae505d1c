/**
 * The bad cells of a refused batch as a table: row number (as the spreadsheet shows it), column and the
 * server's message, in row order. A problem of the whole file (`csv`) has no row number.
 */
import { Table, Typography } from 'antd';
import type { ResourceT } from '../../../lib/resource/use-resource-t';
import { batchErrorCell } from '@backlot/contract';
import { snakeKey } from '../../../lib/api/case';

export type BatchProblem = { key: string; row: number | null; column: string; message: string };

/** One table line per message of the server's field errors (`rows.7.email`, `csv`). */
export function batchProblems(fieldErrors: Record<string, string[] | undefined>): BatchProblem[] {
  const problems = Object.entries(fieldErrors).flatMap(([name, messages = []]) => {
    const cell = batchErrorCell(name);
    return messages.map((message, i) => ({
      key: `${name}:${i}`,
      row: cell?.row ?? null,
      // The client reads `rows.12.first_name` as `rows.12.firstName`: the header names it as the spreadsheet does.
      column: cell ? snakeKey(cell.column) : name,
      message,
    }));
  });
  return problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/** How many distinct rows (the whole file counting as one) the problems are on. */
export const rowsToFix = (problems: BatchProblem[]) => new Set(problems.map((p) => p.row)).size;

export function BatchErrors({ problems, t }: { problems: BatchProblem[]; t: ResourceT }) {
  return (
    <Table<BatchProblem>
      size="small"
      rowKey="key"
      dataSource={problems}
      pagination={problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      columns={[
        {
          title: t('table.row'),
          dataIndex: 'row',
          width: 64,
          render: (row: number | null) => row ?? t('table.wholeFile'),
        },
        {
          title: t('table.column'),
          dataIndex: 'column',
          width: 112,
          render: (column: string) => (
            <Typography.Text code>{t(`columns.${column}`, { defaultValue: column })}</Typography.Text>
          ),
        },
        { title: t('table.message'), dataIndex: 'message' },
      ]}
    />
  );
}
