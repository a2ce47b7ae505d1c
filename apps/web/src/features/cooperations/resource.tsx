import { CheckCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { cooperationFilters, cooperationManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, transition } from '../../lib/resource';
import { cooperationsApi, type Cooperation } from './api';
import { COOPERATIONS_PATH, cooperationPermissions, cooperationStatuses } from './constants';

export const cooperationResource = defineResource<Cooperation>({
  ns: 'cooperations',
  path: COOPERATIONS_PATH,
  api: cooperationsApi,
  permissions: cooperationPermissions,
  manifest: cooperationManifest,
  leading: ['id', 'subject', 'name', 'email', 'phone', 'siteName'],
  hasShow: true,
  /** open -> solved | archived; a solved request may be archived too. */
  actions: [
    transition(cooperationManifest, 'solve', {
      label: 'actions.solve',
      icon: <CheckCircleOutlined />,
      confirm: 'actions.confirmSolve',
      success: 'actions.solved',
    }),
    transition(cooperationManifest, 'archive', {
      label: 'actions.archive',
      icon: <InboxOutlined />,
      confirm: 'actions.confirmArchive',
      success: 'actions.archived',
    }),
  ],
  filters: contractFilters(cooperationFilters, {
    status: { label: 'fields.status', options: cooperationStatuses },
    site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
    created: { label: 'fields.received' },
  }),
  presentation: {
    siteId: false,
    siteName: { render: (request) => request.siteName ?? '—' },
    subject: { width: 220 },
    email: { width: 220 },
    phone: { hiddenByDefault: true },
    message: {
      hideInTable: true,
      render: (request) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{request.message}</Typography.Paragraph>
      ),
    },
    attachmentId: false,
    attachment: { valueType: 'attachment', hideInTable: true },
    status: { options: cooperationStatuses },
    solvedAt: { hiddenByDefault: true },
    createdAt: { label: 'fields.received' },
  },
});
