import { RedoOutlined } from '@ant-design/icons';
import { postbackFilters, postbackManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy, type RelatedRecord, transition } from '../../lib/resource';
import { postbacksApi, type Postback } from './api';
import { POSTBACKS_PATH, postbackPermissions, postbackSources, postbackStatuses, processors } from './constants';
import { PostbackError } from './components/postback-error';

/** The processors' notifications as they arrived, with what became of each; failed, rejected and parked ones replay. */
export const postbackResource = defineResource<Postback>({
  ns: 'orders',
  path: POSTBACKS_PATH,
  api: postbacksApi,
  permissions: postbackPermissions,
  manifest: postbackManifest,
  hasShow: true,
  titleOf: (postback) => postback.transactionRef ?? `#${postback.id}`,
  filters: contractFilters(postbackFilters, {
    status: { label: 'fields.status', options: postbackStatuses },
    processor: { label: 'fields.processor', options: processors },
    site_id: pickedBy<RelatedRecord>('fields.siteName', 'sites', (site) => String(site.name)),
    received: { label: 'postbacks.received' },
  }),
  actions: [
    transition<Postback>(postbackManifest, 'replay', {
      label: 'postbacks.replay',
      icon: <RedoOutlined />,
      confirm: 'postbacks.confirmReplay',
      success: 'postbacks.replayed',
    }),
  ],
  leading: ['id', 'processor', 'transactionRef', 'status', 'source', 'error', 'siteName', 'remoteAddress', 'attempts'],
  presentation: {
    processor: { options: processors },
    siteId: false,
    siteName: { hiddenByDefault: true },
    remoteAddress: { hiddenByDefault: true },
    payload: false,
    status: { options: postbackStatuses },
    source: { label: 'postbacks.source', options: postbackSources },
    error: { render: (postback, t) => <PostbackError error={postback.error} t={t} /> },
    attempts: { width: 90 },
    processedAt: { hiddenByDefault: true },
    transactionId: { hideInTable: true },
  },
});
