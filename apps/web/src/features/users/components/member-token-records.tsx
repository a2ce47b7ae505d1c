/** A member's token records, latest first, a page of ten at a time. */
import { useState } from 'react';
import { Card, Empty, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, useLanguage, useResourceT } from '../../../lib/resource';
import { tokenRecordsApi, type TokenRecord } from '../api';

const PAGE = 10;

export function MemberTokenRecords({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(tokenRecordsApi.list({ memberId, page, perPage: PAGE, sort: '-paid_at' }));
  return (
    <Card title={t('tokenRecords.title')} size="small">
      <Table<TokenRecord>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tokenRecords.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: data?.meta.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'id', title: t('tokenRecords.number'), dataIndex: 'id' },
          { key: 'video', title: t('tokenRecords.videoSerialNumber'), dataIndex: 'videoSerialNumber' },
          { key: 'amount', title: t('tokenRecords.amount'), dataIndex: 'amount', align: 'right' },
          {
            key: 'paidAt',
            title: t('tokenRecords.paidAt'),
            render: (_: unknown, record) => formatInstant(record.paidAt, language),
          },
        ]}
      />
    </Card>
  );
}
