import { subscriptionFilters } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { subscriptionsApi, type Subscription } from './api';
import { processors, SUBSCRIPTIONS_PATH, subscriptionPermissions, subscriptionStatuses } from './constants';
import { MemberLink } from './member-link';

/** Subscriptions as the processors' notifications moved them: read only. */
export const subscriptionResource = defineResource<Subscription>({
  ns: 'orders',
  path: SUBSCRIPTIONS_PATH,
  api: subscriptionsApi,
  permissions: subscriptionPermissions,
  defaultSort: '-started_at',
  filters: contractFilters(subscriptionFilters, {
    status: { label: 'fields.status', options: subscriptionStatuses },
    plan_id: pickedBy<{ id: number; name: string }>('fields.planName', 'plans', (p) => p.name),
    processor: { label: 'fields.processor', options: processors },
    channel_id: pickedBy<{ id: number; utmSource: string }>('fields.channelName', 'channels', (c) => c.utmSource),
    member_id: pickedBy<{ id: number; username: string }>('subscriptions.member', 'users', (m) => m.username),
    renewal: { label: 'subscriptions.renewal' },
  }),
  fields: [
    { name: 'id', label: 'resource:fields.id', sortable: true, width: 80 },
    {
      name: 'memberUsername',
      label: 'subscriptions.member',
      render: (s) => <MemberLink id={s.memberId} name={s.memberUsername} />,
    },
    { name: 'planName', label: 'fields.planName' },
    { name: 'status', label: 'fields.status', valueType: 'select', options: subscriptionStatuses },
    { name: 'processor', label: 'fields.processor', valueType: 'select', options: processors },
    { name: 'processorRef', label: 'subscriptions.processorRef', hiddenByDefault: true },
    { name: 'channelName', label: 'fields.channelName' },
    { name: 'startedAt', label: 'subscriptions.startedAt', valueType: 'datetime', sortable: 'started_at' },
    { name: 'trialEndsAt', label: 'subscriptions.trialEndsAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'paidThrough', label: 'subscriptions.paidThrough', valueType: 'datetime', sortable: 'paid_through' },
    { name: 'cancelledAt', label: 'subscriptions.cancelledAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'endedAt', label: 'subscriptions.endedAt', valueType: 'datetime', hiddenByDefault: true },
  ],
});
