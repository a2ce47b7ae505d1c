/**
 * A dashboard card listing a few records that wait for staff (documents to renew, complaints due): a titled
 * table whose rows link to their records, with a link to the whole filtered list. Nothing when none waits.
 */
import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { ResourceT } from './resource/use-resource-t';

type Props<T extends { id: number }> = {
  title: string;
  /** The page the card shows the first of: its rows and how many there are in all. */
  page: { data: T[]; meta: { total: number } } | undefined;
  /** The whole list, filtered as the card is, and the key of its link's text (given `count`). */
  all: { to: string; label: string };
  /** Where a record's page is: `<recordsPath>/<id>`. */
  recordsPath: string;
  columns: TableColumnsType<T>;
  t: ResourceT;
};

export function DashboardListCard<T extends { id: number }>({ title, page, all, recordsPath, columns, t }: Props<T>) {
  if (!page?.data.length) return null;
  const open = {
    key: 'open',
    render: (_: unknown, record: T) => <Link to={`${recordsPath}/${record.id}`}>{t('resource:actions.show')}</Link>,
  };
  return (
    <Card title={title} extra={<Link to={all.to}>{t(all.label, { count: page.meta.total })}</Link>}>
      <Table<T> size="small" rowKey="id" pagination={false} dataSource={page.data} columns={[...columns, open]} />
    </Card>
  );
}
