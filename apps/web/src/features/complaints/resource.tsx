/** Complaints about content: the queue, oldest due first, with its clock; decisions and the video's takedown. */
import { CheckCircleOutlined, CloseCircleOutlined, EyeInvisibleOutlined } from '@ant-design/icons';
import { complaintFilters, complaintManifest } from '@backlot/contract';
import { contractFilters, defineResource, transition, type ActionForm } from '../../lib/resource';
import { complaintsApi, type Complaint } from './api';
import {
  COMPLAINTS_PATH,
  complaintPermissions,
  complaintReasons,
  complaintSources,
  complaintStatuses,
} from './constants';
import { DueClock } from './due-clock';

const note: ActionForm['fields'][number] = { name: 'note', label: 'fields.decisionNote', valueType: 'textarea' };

const actions = [
  transition<Complaint>(complaintManifest, 'hide-video', {
    label: 'actions.hideVideo',
    icon: <EyeInvisibleOutlined />,
    danger: true,
    confirm: 'actions.confirmHideVideo',
    success: 'actions.videoHidden',
  }),
  transition<Complaint>(complaintManifest, 'uphold', {
    label: 'actions.uphold',
    icon: <CheckCircleOutlined />,
    success: 'actions.upheld',
    form: {
      title: 'actions.upholdTitle',
      fields: [
        note,
        { name: 'hideVideo', label: 'actions.alsoHideVideo', valueType: 'boolean', help: 'help.hideVideo' },
      ],
    },
  }),
  transition<Complaint>(complaintManifest, 'reject', {
    label: 'actions.reject',
    icon: <CloseCircleOutlined />,
    success: 'actions.rejected',
    form: { title: 'actions.rejectTitle', fields: [note] },
  }),
];

export const complaintResource = defineResource<Complaint>({
  ns: 'complaints',
  path: COMPLAINTS_PATH,
  api: complaintsApi,
  permissions: complaintPermissions,
  manifest: complaintManifest,
  hasShow: true,
  titleOf: (complaint) => complaint.complainantName,
  locked: (complaint) => complaint.status !== 'open' && 'locked.decided',
  actions,
  filters: contractFilters(complaintFilters, {
    status: { label: 'fields.status', options: complaintStatuses },
    reason: { label: 'fields.reason', options: complaintReasons },
    overdue: { label: 'filters.overdue' },
    due_soon: { label: 'filters.dueSoon' },
  }),
  presentation: {
    status: { options: complaintStatuses, width: 100 },
    dueOn: {
      width: 200,
      render: (complaint, t, language) => (
        <DueClock dueOn={complaint.dueOn} open={complaint.status === 'open'} t={t} language={language} />
      ),
    },
    overdue: false,
    source: { options: complaintSources, hiddenByDefault: true },
    siteId: false,
    reason: { options: complaintReasons, width: 130 },
    complainantEmail: { hideInTable: true },
    videoId: { render: (complaint) => complaint.videoTitle ?? '—', help: 'help.videoId' },
    url: { hideInTable: true, help: 'help.url' },
    message: { hideInTable: true },
    receivedAt: { help: 'help.receivedAt' },
    decisionNote: { hideInTable: true },
    decidedAt: { hideInTable: true },
    decidedBy: false,
    decidedByUsername: { hideInTable: true },
    videoHiddenAt: { hideInTable: true },
  },
});
