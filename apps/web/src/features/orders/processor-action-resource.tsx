import { processorActionFilters, processorActionManifest } from '@backlot/contract';
import { contractFilters, defineResource, formatMoney } from '../../lib/resource';
import { processorActionsApi, type ProcessorAction } from './api';
import {
  PROCESSOR_ACTIONS_PATH,
  processorActionKinds,
  processorActionPermissions,
  processorActionStates,
  processors,
  SUBSCRIPTIONS_PATH,
} from './constants';
import { LinkButton } from '../../lib/resource';

/** What staff asked of the processors (cancel, expire, extend, reactivate, refund) and where each stands: read only. */
export const processorActionResource = defineResource<ProcessorAction>({
  ns: 'orders',
  path: PROCESSOR_ACTIONS_PATH,
  api: processorActionsApi,
  permissions: processorActionPermissions,
  manifest: processorActionManifest,
  filters: contractFilters(processorActionFilters, {
    state: { label: 'processorActions.state', options: processorActionStates },
    kind: { label: 'processorActions.kindTitle', options: processorActionKinds },
    processor: { label: 'fields.processor', options: processors },
    subscription_id: { label: 'processorActions.subscriptionId', input: undefined },
    order_id: { label: 'processorActions.orderId', input: undefined },
  }),
  leading: ['id', 'kind', 'state', 'processorRef', 'siteName', 'adminUsername', 'createdAt'],
  presentation: {
    kind: { label: 'processorActions.kindTitle', options: processorActionKinds },
    state: { label: 'processorActions.state', options: processorActionStates },
    processor: { options: processors },
    processorRef: { label: 'processorActions.processorRef' },
    siteId: false,
    siteName: { label: 'fields.siteName' },
    subscriptionId: {
      label: 'processorActions.subscriptionId',
      render: (a) =>
        a.subscriptionId ? (
          <LinkButton
            type="link"
            size="small"
            to={`${SUBSCRIPTIONS_PATH}/${a.subscriptionId}`}
            style={{ paddingInline: 0 }}
          >
            {a.subscriptionId}
          </LinkButton>
        ) : (
          '—'
        ),
    },
    orderId: {
      label: 'processorActions.orderId',
      render: (a) =>
        a.orderId ? (
          <LinkButton type="link" size="small" to={`/orders/${a.orderId}`} style={{ paddingInline: 0 }}>
            {a.orderId}
          </LinkButton>
        ) : (
          '—'
        ),
    },
    amount: {
      label: 'processorActions.amount',
      render: (a, _t, language) => (a.amount && a.currency ? formatMoney(a.amount, a.currency, language) : '—'),
    },
    currency: false,
    endAccess: { label: 'processorActions.endAccess', hiddenByDefault: true },
    days: { label: 'processorActions.days', hiddenByDefault: true },
    reason: { label: 'processorActions.reason' },
    adminId: false,
    adminUsername: { label: 'processorActions.admin' },
    processorAnswer: { label: 'processorActions.answer' },
    createdAt: { label: 'processorActions.at' },
    confirmedAt: { label: 'processorActions.confirmedAt', hiddenByDefault: true },
    updatedAt: false,
  },
});
