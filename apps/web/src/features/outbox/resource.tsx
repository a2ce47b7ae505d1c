import { Typography } from 'antd';
import { outboxFilters, outboxManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { outboxApi, type OutboxMessage } from './api';
import { mailLanguages, mailTemplates, OUTBOX_PATH, outboxPermissions, outboxStatuses } from './constants';

export const outboxResource = defineResource<OutboxMessage>({
  ns: 'outbox',
  path: OUTBOX_PATH,
  api: outboxApi,
  permissions: outboxPermissions,
  manifest: outboxManifest,
  hasShow: true,
  filters: contractFilters(outboxFilters, {
    status: { label: 'fields.status', options: outboxStatuses },
    template: { label: 'fields.template', options: mailTemplates },
    member_id: pickedBy<{ id: number; username: string }>('fields.member', 'users', (member) => member.username),
    created: { label: 'fields.written' },
  }),
  presentation: {
    memberId: false,
    recipient: { width: 220 },
    subject: { width: 260 },
    template: { options: mailTemplates },
    language: { options: mailLanguages, hiddenByDefault: true },
    status: { options: outboxStatuses },
    attempts: { hiddenByDefault: true },
    body: {
      hideInTable: true,
      render: (message) => (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{message.body}</Typography.Paragraph>
      ),
    },
    lastError: { hiddenByDefault: true, render: (m) => m.lastError ?? '—' },
    nextAttemptAt: { hiddenByDefault: true },
    createdAt: { label: 'fields.written' },
    updatedAt: false,
  },
});
