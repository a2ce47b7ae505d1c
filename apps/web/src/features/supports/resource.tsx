import { CheckCircleOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { supportFilters, supportManifest } from '@backlot/contract';
import { MemberLink } from '../../lib/member-link';
import { contractFilters, defineResource, pickedBy, transition } from '../../lib/resource';
import { supportsApi, type SupportTicket } from './api';
import { SUPPORTS_PATH, supportPermissions, supportStatuses, supportTypes } from './constants';
import { Waited } from './components/waited';

/** open -> solved -> archived; archived -> open (recover). Replying lives on the ticket's thread. */
const ticketActions = [
  transition<SupportTicket>(supportManifest, 'solve', {
    label: 'actions.solve',
    icon: <CheckCircleOutlined />,
    confirm: 'actions.confirmSolve',
    success: 'actions.solved',
  }),
  transition<SupportTicket>(supportManifest, 'archive', {
    label: 'actions.archive',
    icon: <InboxOutlined />,
    confirm: 'actions.confirmArchive',
    success: 'actions.archived',
  }),
  transition<SupportTicket>(supportManifest, 'recover', {
    label: 'actions.recover',
    icon: <UndoOutlined />,
    confirm: 'actions.confirmRecover',
    success: 'actions.recovered',
  }),
];

export const supportResource = defineResource<SupportTicket>({
  ns: 'supports',
  path: SUPPORTS_PATH,
  api: supportsApi,
  permissions: supportPermissions,
  manifest: supportManifest,
  hasShow: true,
  actions: ticketActions,
  filters: contractFilters(supportFilters, {
    status: { label: 'fields.status', options: supportStatuses },
    type: { label: 'fields.type', options: supportTypes },
    site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
    created: { label: 'fields.received' },
  }),
  presentation: {
    subject: { width: 240 },
    waitingSince: {
      label: 'fields.waited',
      render: (ticket, t) => <Waited since={ticket.status === 'open' ? ticket.waitingSince : null} t={t} />,
    },
    status: { options: supportStatuses },
    type: { options: supportTypes },
    email: { width: 220 },
    memberId: {
      label: 'fields.member',
      hideInTable: true,
      render: (ticket, t) => (
        <MemberLink id={ticket.memberId} name={ticket.memberUsername} empty={t('fields.noMember')} />
      ),
    },
    repliesCount: { hiddenByDefault: true },
    attachmentId: false,
    attachment: { valueType: 'attachment', hideInTable: true },
    siteId: false,
    siteName: { label: 'fields.site', hiddenByDefault: true, render: (ticket) => ticket.siteName ?? '—' },
    language: { hideInTable: true, render: (ticket, t) => t(`language.${ticket.language}`) },
    // The message opens the ticket's thread.
    message: false,
    lastReplyAt: { hiddenByDefault: true },
    solvedAt: { hiddenByDefault: true },
    createdAt: { label: 'fields.received' },
  },
});
