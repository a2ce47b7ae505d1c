import {
  CheckCircleOutlined,
  FlagOutlined,
  InboxOutlined,
  UndoOutlined,
  UserAddOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { type SupportAssignee, supportFilters, supportManifest } from '@backlot/contract';
import { MemberLink } from '../../lib/member-link';
import { contractFilters, defineResource, pickedBy, RemoteSelect, transition } from '../../lib/resource';
import { supportsApi, type SupportTicket } from './api';
import {
  ASSIGNEES_PATH,
  assignments,
  SUPPORTS_PATH,
  supportPermissions,
  supportPriorities,
  supportStatuses,
  supportTypes,
} from './constants';
import { Waited } from './components/waited';
import { Clock } from './components/clock';

const usernameOf = (admin: SupportAssignee) => admin.username;

/**
 * open -> waiting (a reply) -> open (the member writes); open | waiting -> solved -> archived; archived -> open
 * (recover). Replying lives on the ticket's thread; assigning picks an admin who may view tickets (or none).
 */
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
  // One click: the ticket becomes the admin's own (they may view tickets, so they may hold one).
  transition<SupportTicket>(supportManifest, 'assign', {
    label: 'actions.assignToMe',
    icon: <UserAddOutlined />,
    success: 'actions.assignedToMe',
    when: (ticket, actor) => ticket.assigneeId !== actor.id,
    body: (_, actor) => ({ assigneeId: actor.id }),
  }),
  transition<SupportTicket>(supportManifest, 'assign', {
    label: 'actions.assign',
    icon: <UserSwitchOutlined />,
    success: 'actions.assigned',
    form: {
      title: 'actions.assignTitle',
      fields: [
        {
          name: 'assigneeId',
          label: 'fields.assignee',
          help: 'actions.assignHelp',
          input: <RemoteSelect<SupportAssignee> path={ASSIGNEES_PATH} labelOf={usernameOf} />,
        },
      ],
    },
  }),
  transition<SupportTicket>(supportManifest, 'prioritize', {
    label: 'actions.prioritize',
    icon: <FlagOutlined />,
    success: 'actions.prioritized',
    form: {
      title: 'actions.prioritizeTitle',
      fields: [
        {
          name: 'priority',
          label: 'fields.priority',
          help: 'actions.prioritizeHelp',
          valueType: 'select',
          options: supportPriorities,
        },
      ],
    },
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
  // Assigned to me and waiting on staff (open: neither waiting for the member nor solved).
  views: [{ key: 'mine', label: 'views.mine', filters: { assigned: 'me', status: 'open' } }],
  filters: contractFilters(supportFilters, {
    status: { label: 'fields.status', options: supportStatuses },
    type: { label: 'fields.type', options: supportTypes },
    priority: { label: 'fields.priority', options: supportPriorities },
    site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
    assigned: { label: 'fields.assigned', options: assignments },
    assignee_id: pickedBy<SupportAssignee>('fields.assignee', ASSIGNEES_PATH, usernameOf),
    created: { label: 'fields.received' },
  }),
  // The clocks come right after the wait: a phone's card shows them, and the list reads what is due first.
  leading: ['id', 'subject', 'waitingSince', 'status', 'firstResponseDueAt', 'resolutionDueAt', 'priority'],
  presentation: {
    subject: { width: 240 },
    waitingSince: {
      label: 'fields.waited',
      render: (ticket, t) => <Waited since={ticket.status === 'open' ? ticket.waitingSince : null} t={t} />,
    },
    status: { options: supportStatuses },
    type: { options: supportTypes },
    priority: { options: supportPriorities },
    firstResponseDueAt: {
      label: 'fields.firstResponse',
      render: (ticket, t) => <Clock due={ticket.firstResponseDueAt} stoppedAt={ticket.firstResponseAt} t={t} />,
    },
    resolutionDueAt: {
      label: 'fields.resolution',
      render: (ticket, t) => <Clock due={ticket.resolutionDueAt} stoppedAt={ticket.solvedAt} t={t} />,
    },
    firstResponseAt: { hiddenByDefault: true },
    email: { width: 220 },
    memberId: {
      label: 'fields.member',
      hideInTable: true,
      render: (ticket, t) => (
        <MemberLink id={ticket.memberId} name={ticket.memberUsername} empty={t('fields.noMember')} />
      ),
    },
    // The member's link above names them.
    memberUsername: false,
    repliesCount: { hiddenByDefault: true },
    notesCount: { hiddenByDefault: true },
    assigneeId: false,
    assigneeUsername: {
      label: 'fields.assignee',
      render: (ticket, t) => ticket.assigneeUsername ?? t('fields.nobody'),
    },
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
