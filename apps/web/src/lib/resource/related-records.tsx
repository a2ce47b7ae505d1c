/**
 * One resource's records that belong to another record, in a small card on that record's page (a member's
 * subscriptions, orders, coins): the named fields as the resource's own list shows them, its row actions (cancel a
 * subscription, refund an order) as the admin's permissions and each record allow, a click on a row opening the
 * record, ten a page in the given order.
 */
import { type ReactNode, useState } from 'react';
import { Card, Empty, Table } from 'antd';
import { useRead } from '../api/use-read';
import { useDelegator } from '../permissions';
import type { Field } from './field';
import { useListWidth } from './list-width';
import { pagerTotal } from './pager';
import type { Resource } from './resource';
import { actionsColumn } from './row-actions';
import { useRowOpen } from './row-open';
import { tableColumns } from './table-columns';
import type { RecordBase } from './types';
import { useAllowed } from './use-allowed';
import { useLanguage } from './use-language';
import { useResourceT } from './use-resource-t';
import tableStyles from '../wide-table.module.css';

/** Records a page; the first page's query, `relatedPage`, is the one other parts of the page share. */
const PAGE = 10;

/** The query of one page of a resource's records related to another's: one request wherever it is read. */
export const relatedPage = <T extends RecordBase>(
  resource: Resource<T>,
  filter: Record<string, string | number>,
  sort: string,
  page = 1,
) => resource.api.list({ ...filter, page, perPage: PAGE, sort });

type Props<T extends RecordBase> = {
  resource: Resource<T>;
  /** The list's filter naming the owner (`{ memberId: 5 }`). */
  filter: Record<string, string | number>;
  /** The resource's fields shown, in order. */
  fields: readonly (keyof T & string)[];
  sort: string;
  title: ReactNode;
  empty: ReactNode;
  extra?: ReactNode;
};

export function RelatedRecords<T extends RecordBase>({
  resource,
  filter,
  fields,
  sort,
  title,
  empty,
  extra,
}: Props<T>) {
  const t = useResourceT(resource.ns);
  const language = useLanguage();
  const allowed = useAllowed();
  const actor = useDelegator();
  const { compact } = useListWidth();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRead(relatedPage(resource, filter, sort, page));
  // In the order given; not sortable here (the card has its one order).
  const shown = fields
    .map((name) => resource.fields.find((field) => field.name === name))
    .filter((field): field is Field<T> => field !== undefined)
    .map((field) => ({ ...field, sortable: false }));
  const records = data?.data;
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }}>
      <Table<T>
        className={tableStyles.scroller}
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={records}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: pagerTotal(data?.meta, records?.length ?? 0),
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        onRow={useRowOpen(resource, allowed, actor)}
        columns={[
          ...tableColumns(shown, undefined, t, language),
          ...actionsColumn(resource, {}, t, { allowed, actor, records, compact }),
        ]}
      />
    </Card>
  );
}
