import { CheckCircleOutlined, InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { cooperationFilters } from '@backlot/contract';
import { type ActionSpec, commonFields, contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { cooperationsApi, type Cooperation } from './api';
import { COOPERATIONS_PATH, cooperationPermissions, cooperationStatuses } from './constants';

/** open -> solved | archived; a solved request may be archived too. */
const cooperationActions: ActionSpec<Cooperation>[] = [
  {
    name: 'solve',
    permission: 'solve-cooperations',
    label: 'actions.solve',
    icon: <CheckCircleOutlined />,
    visible: (request) => request.status === 'open',
    confirm: 'actions.confirmSolve',
    success: 'actions.solved',
  },
  {
    name: 'archive',
    permission: 'archive-cooperations',
    label: 'actions.archive',
    icon: <InboxOutlined />,
    visible: (request) => request.status !== 'archived',
    confirm: 'actions.confirmArchive',
    success: 'actions.archived',
  },
];

export const cooperationResource = defineResource<Cooperation>({
  ns: 'cooperations',
  path: COOPERATIONS_PATH,
  api: cooperationsApi,
  permissions: cooperationPermissions,
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (request) => request.subject,
  actions: cooperationActions,
  filters: contractFilters(cooperationFilters, {
    status: { label: 'fields.status', options: cooperationStatuses },
    site_id: pickedBy<{ id: number; name: string }>('fields.site', 'sites', (site) => site.name),
    created: { label: 'fields.received' },
  }),
  fields: [
    commonFields.id,
    { name: 'subject', label: 'fields.subject', width: 220 },
    { name: 'name', label: 'fields.name' },
    { name: 'email', label: 'fields.email', width: 220 },
    { name: 'phone', label: 'fields.phone', hiddenByDefault: true },
    { name: 'siteName', label: 'fields.site', render: (request) => request.siteName ?? '—' },
    { name: 'status', label: 'fields.status', valueType: 'select', options: cooperationStatuses, sortable: true },
    {
      name: 'message',
      label: 'fields.message',
      hideInTable: true,
      render: (request) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{request.message}</Typography.Paragraph>
      ),
    },
    { name: 'solvedAt', label: 'fields.solvedAt', valueType: 'datetime', hiddenByDefault: true },
    { ...commonFields.createdAt, label: 'fields.received' },
    commonFields.updatedAt,
  ],
});
