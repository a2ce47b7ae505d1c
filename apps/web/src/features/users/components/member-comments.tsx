/** The member's latest comments, five at a time, and a link to all of them in the moderation queue. */
import { useState } from 'react';
import { Card, Empty, Table, Tag } from 'antd';
import { useRead } from '../../../lib/api/use-read';
import { formatInstant, LinkButton, pagerTotal, useLanguage, useResourceT } from '../../../lib/resource';
import { memberCommentsOptions, type MemberComment } from '../api';

const PAGE = 5;
/** The moderation queue: a public URL of the app, as a bookmark would hold it. */
const QUEUE = '/comments';

export function MemberComments({ memberId }: { memberId: number }) {
  const t = useResourceT('users');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useRead(memberCommentsOptions(memberId, page, PAGE));
  return (
    <Card
      title={t('comments.title')}
      size="small"
      extra={
        <LinkButton to={`${QUEUE}?member_id=${memberId}`} type="link" size="small">
          {t('comments.open')}
        </LinkButton>
      }
    >
      <Table<MemberComment>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.data}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE,
          total: pagerTotal(data?.meta, data?.data.length ?? 0),
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        columns={[
          { key: 'comment', title: t('comments.text'), dataIndex: 'comment', ellipsis: true, width: 320 },
          {
            key: 'status',
            title: t('comments.status'),
            render: (_: unknown, comment) => (
              <Tag color={comment.status === 'enabled' ? 'green' : undefined}>{t(`comments.${comment.status}`)}</Tag>
            ),
          },
          { key: 'reports', title: t('comments.reports'), dataIndex: 'reportsCount', align: 'right' },
          {
            key: 'createdAt',
            title: t('comments.written'),
            render: (_: unknown, comment) => formatInstant(comment.createdAt, language),
          },
        ]}
      />
    </Card>
  );
}
