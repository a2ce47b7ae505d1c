/**
 * A card holding a table of figures: scrolls sideways where it is wider than the card, its first column (what each
 * row is) staying in view (`wide-table.module.css`); says so when the period has none.
 */
import { Card, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../../lib/wide-table.module.css';

type Props<T> = {
  title: ReactNode;
  extra?: ReactNode;
  columns: ColumnsType<T>;
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading?: boolean;
  /** Rows per page; none: every row. */
  pageSize?: number;
  /** Pages the server answers (with `pageSize`): which is shown, of how many rows, and the move to another. */
  serverPages?: { current: number; total: number; onChange: (page: number) => void };
};

export function FigureTable<T extends object>({
  title,
  extra,
  columns,
  rows,
  rowKey,
  loading,
  pageSize,
  serverPages,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={title} extra={extra}>
      <Table<T>
        size="small"
        columns={columns}
        dataSource={rows}
        rowKey={rowKey}
        loading={loading}
        className={`${tableStyles.scroller} ${tableStyles.pinFirst}`}
        pagination={
          serverPages && pageSize && serverPages.total > pageSize
            ? { ...serverPages, pageSize, showSizeChanger: false }
            : pageSize && (rows?.length ?? 0) > pageSize
              ? { pageSize, showSizeChanger: false }
              : false
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFigures')} /> }}
      />
    </Card>
  );
}
