import { Typography } from 'antd';
import { outboxFilters } from '@backlot/contract';
import { commonFields, contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { outboxApi, type OutboxMessage } from './api';
import { mailLanguages, mailTemplates, OUTBOX_PATH, outboxPermissions, outboxStatuses } from './constants';

export const outboxResource = defineResource<OutboxMessage>({
  ns: 'outbox',
  path: OUTBOX_PATH,
  api: outboxApi,
  permissions: outboxPermissions,
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (message) => message.subject,
  filters: contractFilters(outboxFilters, {
    status: { label: 'fields.status', options: outboxStatuses },
    template: { label: 'fields.template', options: mailTemplates },
    member_id: pickedBy<{ id: number; username: string }>('fields.member', 'users', (member) => member.username),
    created: { label: 'fields.written' },
  }),
  fields: [
    commonFields.id,
    { name: 'recipient', label: 'fields.recipient', width: 220, sortable: true },
    { name: 'subject', label: 'fields.subject', width: 260 },
    { name: 'template', label: 'fields.template', valueType: 'select', options: mailTemplates },
    { name: 'language', label: 'fields.language', valueType: 'select', options: mailLanguages, hiddenByDefault: true },
    { name: 'status', label: 'fields.status', valueType: 'select', options: outboxStatuses, sortable: true },
    { name: 'attempts', label: 'fields.attempts', hiddenByDefault: true },
    {
      name: 'body',
      label: 'fields.body',
      hideInTable: true,
      render: (message) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{message.body}</Typography.Paragraph>
      ),
    },
    { name: 'lastError', label: 'fields.lastError', hiddenByDefault: true, render: (m) => m.lastError ?? '—' },
    { name: 'nextAttemptAt', label: 'fields.nextAttemptAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'sentAt', label: 'fields.sentAt', valueType: 'datetime' },
    { ...commonFields.createdAt, label: 'fields.written' },
  ],
});
