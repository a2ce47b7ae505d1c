import { CheckCircleOutlined, InboxOutlined, PaperClipOutlined, UndoOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { supportFilters } from '@backlot/contract';
import {
  type ActionSpec,
  commonFields,
  contractFilters,
  defineResource,
  LinkButton,
  pickedBy,
  type ResourceT,
} from '../../lib/resource';
import { supportsApi, type SupportTicket } from './api';
import { SUPPORTS_PATH, supportPermissions, supportStatuses, supportTypes } from './constants';
import { Waited } from './components/waited';

/** open -> solved -> archived; archived -> open (recover). Replying lives on the ticket's thread. */
const ticketActions: ActionSpec<SupportTicket>[] = [
  {
    name: 'solve',
    permission: 'solve-supports',
    label: 'actions.solve',
    icon: <CheckCircleOutlined />,
    visible: (ticket) => ticket.status === 'open',
    confirm: 'actions.confirmSolve',
    success: 'actions.solved',
  },
  {
    name: 'archive',
    permission: 'archive-supports',
    label: 'actions.archive',
    icon: <InboxOutlined />,
    visible: (ticket) => ticket.status === 'solved',
    confirm: 'actions.confirmArchive',
    success: 'actions.archived',
  },
  {
    name: 'recover',
    permission: 'recover-supports',
    label: 'actions.recover',
    icon: <UndoOutlined />,
    visible: (ticket) => ticket.status === 'archived',
    confirm: 'actions.confirmRecover',
    success: 'actions.recovered',
  },
];

/** The attachment as a download link (its signed URL) with its size. */
function Attachment({ ticket }: { ticket: SupportTicket }) {
  const file = ticket.attachment;
  if (!file) return <>—</>;
  return (
    <Space size={4}>
      <PaperClipOutlined />
      <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer">
        {file.name}
      </Typography.Link>
      <Typography.Text type="secondary">({Math.max(1, Math.round(file.size / 1024))} KB)</Typography.Text>
    </Space>
  );
}

/** The member the ticket's e-mail belongs to: a link to their page. */
function MemberLink({ ticket, t }: { ticket: SupportTicket; t: ResourceT }) {
  if (!ticket.memberId) return <>{t('fields.noMember')}</>;
  return (
    <LinkButton to={`/users/${ticket.memberId}`} type="link" size="small" style={{ padding: 0 }}>
      {t('fields.openMember', { id: ticket.memberId })}
    </LinkButton>
  );
}

export const supportResource = defineResource<SupportTicket>({
  ns: 'supports',
  path: SUPPORTS_PATH,
  api: supportsApi,
  permissions: supportPermissions,
  // Open tickets first, the longest waiting first.
  defaultSort: 'waiting_since',
  hasShow: true,
  titleOf: (ticket) => ticket.subject,
  actions: ticketActions,
  filters: contractFilters(supportFilters, {
    status: { label: 'fields.status', options: supportStatuses },
    type: { label: 'fields.type', options: supportTypes },
    site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
    created: { label: 'fields.received' },
  }),
  fields: [
    commonFields.id,
    { name: 'subject', label: 'fields.subject', width: 240 },
    {
      name: 'waitingSince',
      label: 'fields.waited',
      sortable: 'waiting_since',
      render: (ticket, t) => <Waited since={ticket.status === 'open' ? ticket.waitingSince : null} t={t} />,
    },
    { name: 'status', label: 'fields.status', valueType: 'select', options: supportStatuses, sortable: true },
    { name: 'type', label: 'fields.type', valueType: 'select', options: supportTypes, sortable: true },
    { name: 'email', label: 'fields.email', width: 220 },
    {
      name: 'memberId',
      label: 'fields.member',
      hideInTable: true,
      render: (ticket, t) => <MemberLink ticket={ticket} t={t} />,
    },
    { name: 'repliesCount', label: 'fields.replies', hiddenByDefault: true },
    {
      name: 'attachment',
      label: 'fields.attachment',
      hideInTable: true,
      render: (ticket) => <Attachment ticket={ticket} />,
    },
    { name: 'siteName', label: 'fields.site', hiddenByDefault: true, render: (ticket) => ticket.siteName ?? '—' },
    {
      name: 'language',
      label: 'fields.language',
      hideInTable: true,
      render: (ticket, t) => t(`language.${ticket.language}`),
    },
    { name: 'lastReplyAt', label: 'fields.lastReplyAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'solvedAt', label: 'fields.solvedAt', valueType: 'datetime', hiddenByDefault: true },
    { ...commonFields.createdAt, label: 'fields.received' },
    commonFields.updatedAt,
  ],
});
