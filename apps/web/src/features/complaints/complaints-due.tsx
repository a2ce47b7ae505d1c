/**
 * On the dashboard, to holders of the complaints' list permission: the open complaints due within
 * COMPLAINT_NOTICE_BUSINESS_DAYS business days, or overdue, oldest due first, each linked to its page.
 * Nothing when none is.
 */
import { Card, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { COMPLAINT_NOTICE_BUSINESS_DAYS } from '@backlot/contract';
import { useLanguage, useResourceT } from '../../lib/resource';
import { complaintsApi, type Complaint } from './api';
import { COMPLAINTS_PATH } from './constants';
import { DueClock } from './due-clock';

const SHOWN = 10;

export default function ComplaintsDue() {
  const t = useResourceT('complaints');
  const language = useLanguage();
  const { data } = useQuery(complaintsApi.list({ dueSoon: 1, sort: 'due_on', page: 1, perPage: SHOWN }));
  if (!data?.data.length) return null;
  return (
    <Card
      title={t('due.title', { days: COMPLAINT_NOTICE_BUSINESS_DAYS })}
      extra={<Link to={`${COMPLAINTS_PATH}?dueSoon=1`}>{t('due.all', { count: data.meta.total })}</Link>}
    >
      <Table<Complaint>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={data.data}
        columns={[
          { key: 'name', title: t('fields.complainantName'), dataIndex: 'complainantName' },
          { key: 'reason', title: t('fields.reason'), render: (_, complaint) => t(`reason.${complaint.reason}`) },
          {
            key: 'due',
            title: t('fields.dueOn'),
            render: (_, complaint) => <DueClock dueOn={complaint.dueOn} open t={t} language={language} />,
          },
          {
            key: 'open',
            render: (_, complaint) => (
              <Link to={`${COMPLAINTS_PATH}/${complaint.id}`}>{t('resource:actions.show')}</Link>
            ),
          },
        ]}
      />
    </Card>
  );
}
