import { subscriptionFilters, subscriptionManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { subscriptionsApi, type Subscription } from './api';
import { processors, SUBSCRIPTIONS_PATH, subscriptionPermissions, subscriptionStatuses } from './constants';
import { MemberLink } from '../../lib/member-link';
import { subscriptionActions } from './processor-action-specs';

/**
 * Subscriptions as the processors' notifications moved them; staff ask the processor to cancel, expire, extend or
 * reactivate one (its show page says when the processor confirmed).
 */
export const subscriptionResource = defineResource<Subscription>({
  ns: 'orders',
  path: SUBSCRIPTIONS_PATH,
  api: subscriptionsApi,
  permissions: subscriptionPermissions,
  manifest: subscriptionManifest,
  hasShow: true,
  titleOf: (s) => s.processorRef,
  actions: subscriptionActions,
  filters: contractFilters(subscriptionFilters, {
    status: { label: 'fields.status', options: subscriptionStatuses },
    plan_id: pickedBy<{ id: number; name: string }>('fields.planName', 'plans', (p) => p.name),
    processor: { label: 'fields.processor', options: processors },
    channel_id: pickedBy<{ id: number; utmSource: string }>('fields.channelName', 'channels', (c) => c.utmSource),
    member_id: pickedBy<{ id: number; username: string }>('fields.memberUsername', 'users', (m) => m.username),
    renewal: { label: 'subscriptions.renewal' },
  }),
  leading: ['id', 'memberUsername', 'planName', 'status', 'processor', 'processorRef', 'channelName'],
  presentation: {
    memberId: false,
    memberUsername: { render: (s) => <MemberLink id={s.memberId} name={s.memberUsername} /> },
    planId: false,
    siteId: false,
    processor: { options: processors },
    processorRef: { hiddenByDefault: true },
    status: { options: subscriptionStatuses },
    channelId: false,
    campaignId: false,
    trialEndsAt: { hiddenByDefault: true },
    cancelledAt: { hiddenByDefault: true },
    endedAt: { hiddenByDefault: true },
    createdAt: false,
    updatedAt: false,
  },
});
