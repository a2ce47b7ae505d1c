import { CheckCircleOutlined, InboxOutlined, PaperClipOutlined, UndoOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { supportFilters, supportManifest } from '@backlot/contract';
import { contractFilters, defineResource, LinkButton, pickedBy, type ResourceT, transition } from '../../lib/resource';
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
      render: (ticket, t) => <MemberLink ticket={ticket} t={t} />,
    },
    repliesCount: { hiddenByDefault: true },
    attachmentId: false,
    attachment: { hideInTable: true, render: (ticket) => <Attachment ticket={ticket} /> },
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
