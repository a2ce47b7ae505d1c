/**
 * The bad cells of a refused CSV import (a member batch, a payout statement) as a table: row number (as the
 * spreadsheet shows it), column and the server's message, in row order. A problem of the whole file (`csv`)
 * has no row number. Columns read as the caller's namespace names them (`columns.<name>`), else as written.
 */
import { Table, Typography } from 'antd';
import type { ResourceT } from './use-resource-t';
import { batchErrorCell } from '@backlot/contract';
import { snakeKey } from '../api/case';

export type CsvProblem = { key: string; row: number | null; column: string; message: string };

/** One table line per message of the server's field errors (`rows.7.email`, `csv`). */
export function csvProblems(fieldErrors: Record<string, string[] | undefined>): CsvProblem[] {
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
export const rowsToFix = (problems: CsvProblem[]) => new Set(problems.map((p) => p.row)).size;

export function CsvErrors({ problems, t }: { problems: CsvProblem[]; t: ResourceT }) {
  return (
    <Table<CsvProblem>
      size="small"
      rowKey="key"
      dataSource={problems}
      pagination={problems.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      columns={[
        {
          title: t('resource:csvErrors.row'),
          dataIndex: 'row',
          width: 64,
          render: (row: number | null) => row ?? t('resource:csvErrors.wholeFile'),
        },
        {
          title: t('resource:csvErrors.column'),
          dataIndex: 'column',
          width: 112,
          render: (column: string) => (
            <Typography.Text code>{t(`columns.${column}`, { defaultValue: column })}</Typography.Text>
          ),
        },
        { title: t('resource:csvErrors.message'), dataIndex: 'message' },
      ]}
    />
  );
}
