import { RedoOutlined } from '@ant-design/icons';
import { postbackFilters, type PermissionName } from '@backlot/contract';
import { contractFilters, defineResource } from '../../lib/resource';
import { postbacksApi, type Postback } from './api';
import { POSTBACKS_PATH, postbackPermissions, postbackStatuses, processors } from './constants';
import { PostbackError } from './components/postback-error';

/** The processors' notifications as they arrived, with what became of each; failed, rejected and parked ones replay. */
export const postbackResource = defineResource<Postback>({
  ns: 'orders',
  path: POSTBACKS_PATH,
  api: postbacksApi,
  permissions: postbackPermissions,
  defaultSort: '-received_at',
  hasShow: true,
  titleOf: (postback) => postback.transactionRef ?? `#${postback.id}`,
  filters: contractFilters(postbackFilters, {
    status: { label: 'fields.status', options: postbackStatuses },
    processor: { label: 'fields.processor', options: processors },
    site_id: { label: 'postbacks.site', input: undefined },
    received: { label: 'postbacks.received' },
  }),
  actions: [
    {
      name: 'replay',
      permission: 'replay-postbacks' satisfies PermissionName,
      label: 'postbacks.replay',
      icon: <RedoOutlined />,
      visible: (postback) => ['failed', 'rejected', 'parked'].includes(postback.status),
      confirm: 'postbacks.confirmReplay',
      success: 'postbacks.replayed',
    },
  ],
  fields: [
    { name: 'id', label: 'resource:fields.id', sortable: true, width: 80 },
    { name: 'processor', label: 'fields.processor', valueType: 'select', options: processors },
    { name: 'transactionRef', label: 'postbacks.transactionRef' },
    { name: 'status', label: 'fields.status', valueType: 'select', options: postbackStatuses },
    {
      name: 'error',
      label: 'postbacks.error',
      render: (postback, t) => <PostbackError error={postback.error} t={t} />,
    },
    { name: 'siteName', label: 'postbacks.site', hiddenByDefault: true },
    { name: 'remoteAddress', label: 'postbacks.remoteAddress', hiddenByDefault: true },
    { name: 'attempts', label: 'postbacks.attempts', valueType: 'number', width: 90 },
    { name: 'receivedAt', label: 'postbacks.receivedAt', valueType: 'datetime', sortable: 'received_at' },
    { name: 'processedAt', label: 'postbacks.processedAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'transactionId', label: 'postbacks.transaction', hideInTable: true },
  ],
});
