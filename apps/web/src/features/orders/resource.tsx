import { orderFilters, orderManifest } from '@backlot/contract';
import { contractFilters, defineResource, pickedBy } from '../../lib/resource';
import { ordersApi, type OrderDetail } from './api';
import { ledgerTypes, ORDERS_PATH, orderPermissions, orderTypes, processors } from './constants';
import { MemberLink } from '../../lib/member-link';
import { refundAction } from './processor-action-specs';

/** A fee: edited as the decimal string the contract takes, in the order's currency. */
const fee = { help: 'help.fees' };

/** Orders: successful charges the processors reported, read-only but for their fees and notes. */
export const orderResource = defineResource<OrderDetail>({
  ns: 'orders',
  path: ORDERS_PATH,
  api: ordersApi,
  permissions: orderPermissions,
  manifest: orderManifest,
  hasShow: true,
  search: false,
  actions: [refundAction],
  titleOf: (order) => `${order.id} · ${order.transactionNumber}`,
  filters: contractFilters(orderFilters, {
    paid: { label: 'fields.paid' },
    member_id: pickedBy<{ id: number; username: string }>('fields.memberUsername', 'users', (m) => m.username),
    plan_id: pickedBy<{ id: number; name: string }>('fields.planName', 'plans', (p) => p.name),
    processor: { label: 'fields.processor', options: processors },
    type: { label: 'fields.type', options: orderTypes },
    channel_id: pickedBy<{ id: number; utmSource: string }>('fields.channelName', 'channels', (c) => c.utmSource),
    campaign_id: { label: 'fields.campaignId', input: undefined },
    amount: { label: 'fields.amount' },
    transaction_number: { label: 'fields.transactionNumber' },
  }),
  // The money first (amount, fee, net), so it is seen at 1366 px without scrolling.
  leading: [
    'id',
    'memberUsername',
    'planName',
    'amount',
    'transactionFee',
    'totalAmount',
    'type',
    'reversal',
    'paidAt',
    'processor',
    'paymentMethod',
    'transactionNumber',
  ],
  presentation: {
    id: { label: 'fields.id', width: 90 },
    transactionId: false,
    memberId: false,
    memberUsername: { render: (order) => <MemberLink id={order.memberId} name={order.memberUsername} /> },
    subscriptionId: false,
    planId: false,
    channelId: false,
    channelName: { hiddenByDefault: true },
    campaignId: false,
    campaignName: { hiddenByDefault: true },
    processor: { options: processors },
    reversal: { options: ledgerTypes },
    paymentMethod: { hiddenByDefault: true },
    currency: false,
    transactionFee: fee,
    settlementFee: { ...fee, hiddenByDefault: true },
    reserveFee: fee,
    notes: { hideInTable: true },
    createdAt: false,
    updatedAt: false,
  },
});
