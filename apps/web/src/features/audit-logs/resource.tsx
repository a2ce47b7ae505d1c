import { Tag, Typography } from 'antd';
import { RESOURCE_LABELS } from '@backlot/contract';
import { commonFields, defineResource, RemoteSelect, type Option } from '../../lib/resource';
import { auditLogsApi, type AuditEntry } from './api';
import { ChangedFields } from './components/changes-table';
import { AUDIT_LOGS_PATH, auditPermissions } from './constants';

type AdminOption = { id: number; username: string };
const usernameOf = (admin: AdminOption) => admin.username;

const resources: Option[] = Object.keys(RESOURCE_LABELS).map((name) => ({ value: name, label: `resources.${name}` }));
const ACTION_COLORS: Record<string, string> = { create: 'green', update: 'blue', delete: 'red' };

export const auditResource = defineResource<AuditEntry>({
  ns: 'audit-logs',
  path: AUDIT_LOGS_PATH,
  api: auditLogsApi,
  permissions: auditPermissions,
  defaultSort: '-created_at',
  search: false,
  filters: [
    {
      name: 'actorId',
      label: 'fields.actor',
      type: 'number',
      input: <RemoteSelect<AdminOption> path="admins" labelOf={usernameOf} style={{ minWidth: 160 }} />,
    },
    { name: 'resource', label: 'fields.resource', type: 'select', options: resources },
    { name: 'resourceId', label: 'fields.resourceId', type: 'number' },
    { name: 'action', label: 'fields.action', type: 'text' },
    { name: 'period', label: 'fields.period', type: 'dateRange', range: ['from', 'to'] },
  ],
  fields: [
    commonFields.id,
    { name: 'createdAt', label: 'fields.createdAt', valueType: 'datetime', sortable: true },
    { name: 'actorUsername', label: 'fields.actor', render: (entry, t) => entry.actorUsername ?? t('system') },
    {
      name: 'action',
      label: 'fields.action',
      render: (entry, t) => (
        <Tag color={ACTION_COLORS[entry.action]}>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</Tag>
      ),
    },
    {
      name: 'resource',
      label: 'fields.resource',
      render: (entry, t) => t(`resources.${entry.resource}`, { defaultValue: entry.resource }),
    },
    {
      name: 'recordLabel',
      label: 'fields.record',
      // The record's name when it changed, and its id (entries written before names were kept have the id only).
      render: (entry) =>
        entry.resourceId === null ? (
          '—'
        ) : (
          <>
            {entry.recordLabel && <>{entry.recordLabel} </>}
            <Typography.Text type="secondary">#{entry.resourceId}</Typography.Text>
          </>
        ),
    },
    {
      name: 'changes',
      label: 'fields.changes',
      render: (entry) => <ChangedFields resource={entry.resource} changes={entry.changes} />,
    },
    { name: 'ip', label: 'fields.ip' },
  ],
});
