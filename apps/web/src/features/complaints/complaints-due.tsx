/**
 * On the dashboard, to holders of the complaints' list permission: the open complaints due within
 * COMPLAINT_NOTICE_BUSINESS_DAYS business days, or overdue, oldest due first, each linked to its page.
 * Nothing when none is.
 */
import { useRead } from '../../lib/api/use-read';
import { COMPLAINT_NOTICE_BUSINESS_DAYS } from '@backlot/contract';
import { DashboardListCard } from '../../lib/dashboard-list-card';
import { useLanguage, useResourceT } from '../../lib/resource';
import { complaintsApi, type Complaint } from './api';
import { COMPLAINTS_PATH } from './constants';
import { DueClock } from './due-clock';

const SHOWN = 10;

export default function ComplaintsDue() {
  const t = useResourceT('complaints');
  const language = useLanguage();
  const { data } = useRead(complaintsApi.list({ dueSoon: 1, sort: 'due_on', page: 1, perPage: SHOWN }));
  return (
    <DashboardListCard<Complaint>
      title={t('due.title', { days: COMPLAINT_NOTICE_BUSINESS_DAYS })}
      page={data}
      all={{ to: `${COMPLAINTS_PATH}?dueSoon=1`, label: 'due.all' }}
      recordsPath={COMPLAINTS_PATH}
      t={t}
      columns={[
        { key: 'name', title: t('fields.complainantName'), dataIndex: 'complainantName' },
        { key: 'reason', title: t('fields.reason'), render: (_, complaint) => t(`reason.${complaint.reason}`) },
        {
          key: 'due',
          title: t('fields.dueOn'),
          render: (_, complaint) => <DueClock dueOn={complaint.dueOn} open t={t} language={language} />,
        },
      ]}
    />
  );
}
