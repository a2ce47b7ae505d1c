/**
 * A chart in a card, with its figures readable as a table too (a switch in the card's head): the table is what
 * a screen reader, a copy into a spreadsheet or a check of one number uses. The title may carry the figure's
 * definition as a tooltip.
 */
import { useState, type ReactNode } from 'react';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Card, Empty, Segmented, Space, Table, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart } from './echart';
import type { ChartOption } from './option';

export type FigureColumn = { key: string; title: string; numeric?: boolean };
export type FigureTable = { columns: FigureColumn[]; rows: Array<Record<string, ReactNode>> };

type Props = {
  title: string;
  /** The figure's definition, shown on the title's question mark. */
  definition?: string;
  option: ChartOption;
  table: FigureTable;
  /** Controls beside the chart/table switch (a currency switch). */
  extra?: ReactNode;
  loading?: boolean;
  height?: number;
};

export function ChartCard({ title, definition, option, table, extra, loading, height = 280 }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const heading = definition ? (
    <Space size={4}>
      {title}
      <Tooltip title={definition}>
        <QuestionCircleOutlined aria-label={definition} />
      </Tooltip>
    </Space>
  ) : (
    title
  );
  const toggle = (
    <Segmented
      size="small"
      value={view}
      onChange={(value) => setView(value as 'chart' | 'table')}
      options={[
        { value: 'chart', label: t('chartView') },
        { value: 'table', label: t('tableView') },
      ]}
    />
  );
  const empty = !loading && table.rows.length === 0;
  return (
    <Card
      size="small"
      title={heading}
      extra={
        <Space wrap size={8}>
          {extra}
          {toggle}
        </Space>
      }
      loading={loading}
    >
      {empty ? (
        <Empty description={t('noFigures')} />
      ) : view === 'chart' ? (
        <EChart option={option} height={height} label={title} />
      ) : (
        <Table
          size="small"
          pagination={false}
          scroll={{ x: 'max-content', y: height }}
          rowKey={(_row, index) => String(index)}
          dataSource={table.rows}
          columns={table.columns.map((column) => ({
            key: column.key,
            dataIndex: column.key,
            title: column.title,
            align: column.numeric ? 'right' : 'left',
          }))}
        />
      )}
    </Card>
  );
}
