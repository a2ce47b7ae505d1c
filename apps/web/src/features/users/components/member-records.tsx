/** A small table of one kind of a member's records (token records, subscriptions, orders, coins), latest first, ten a page. */
import { type ReactNode, useState } from 'react';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RecordBase, ResourceApi } from '../../../lib/resource';
import { pagerTotal, useResourceT } from '../../../lib/resource';

const PAGE = 10;

type Props<T extends RecordBase> = {
  memberId: number;
  api: ResourceApi<T>;
  sort: string;
  title: ReactNode;
  empty: string;
  columns: TableColumnsType<T>;
  extra?: ReactNode;
};

export function MemberRecords<T extends RecordBase>({ memberId, api, sort, title, empty, columns, extra }: Props<T>) {
  const t = useResourceT('users');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(api.list({ memberId, page, perPage: PAGE, sort }));
  return (
    <Card title={title} extra={extra} size="small" style={{ height: '100%' }}>
      <Table<T>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(empty)} /> }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: pagerTotal(data?.meta, data?.data.length ?? 0),
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={columns}
      />
    </Card>
  );
}
