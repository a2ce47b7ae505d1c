/** The members allocated to an admin, a page at a time. */
import { useState } from 'react';
import { Card, Empty, Table } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { formatInstant, pagerTotal, useLanguage, useResourceT } from '../../../lib/resource';
import { allocatedMembers } from '../api';

export function AllocatedMembers({ adminId }: { adminId: number }) {
  const t = useResourceT('admins');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRead(allocatedMembers(adminId, page));
  return (
    <Card title={t('members.title')}>
      <Table
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.empty')} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: pagerTotal(data?.meta, data?.data.length ?? 0),
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'id', title: t('resource:fields.id'), dataIndex: 'id', width: 80 },
          { key: 'username', title: t('members.username'), dataIndex: 'username' },
          { key: 'email', title: t('members.email'), dataIndex: 'email' },
          {
            key: 'createdAt',
            title: t('members.signedUp'),
            render: (_: unknown, member) => formatInstant(member.createdAt, language),
          },
        ]}
      />
    </Card>
  );
}
