import { Tag } from 'antd';
import { orderFilters, orderUpdate } from '@backlot/contract';
import { contractFilters, defineResource, moneyField, pickedBy, type FormSchemas } from '../../lib/resource';
import { ordersApi, type OrderDetail } from './api';
import { ledgerTypes, ORDERS_PATH, orderPermissions, orderTypes, processors } from './constants';
import { MemberLink } from './member-link';

/** A fee: shown formatted, edited as the decimal string the contract takes. */
const fee = (name: 'transactionFee' | 'settlementFee' | 'reserveFee', label: string) =>
  moneyField<OrderDetail>(name, label, {
    hideInForm: false,
    valueType: 'text',
    help: 'help.fees',
    hiddenByDefault: name === 'settlementFee',
  });

/** Orders: successful charges the processors reported, read-only but for their fees and notes. */
export const orderResource = defineResource<OrderDetail>({
  ns: 'orders',
  path: ORDERS_PATH,
  api: ordersApi,
  permissions: orderPermissions,
  defaultSort: '-paid_at',
  hasShow: true,
  search: false,
  titleOf: (order) => `${order.id} · ${order.transactionNumber}`,
  filters: contractFilters(orderFilters, {
    paid: { label: 'fields.paid' },
    member_id: pickedBy<{ id: number; username: string }>('fields.member', 'users', (m) => m.username),
    plan_id: pickedBy<{ id: number; name: string }>('fields.plan', 'plans', (p) => p.name),
    processor: { label: 'fields.processor', options: processors },
    type: { label: 'fields.type', options: orderTypes },
    channel_id: pickedBy<{ id: number; utmSource: string }>('fields.channel', 'channels', (c) => c.utmSource),
    campaign_id: { label: 'fields.campaignId', input: undefined },
    amount: { label: 'fields.amount' },
    transaction_number: { label: 'fields.transactionNumber' },
  }),
  fields: [
    { name: 'id', label: 'fields.id', sortable: true, width: 90, hideInForm: true },
    {
      name: 'memberUsername',
      label: 'fields.member',
      hideInForm: true,
      render: (order) => <MemberLink id={order.memberId} name={order.memberUsername} />,
    },
    { name: 'planName', label: 'fields.plan', hideInForm: true },
    moneyField<OrderDetail>('amount', 'fields.amount', { sortable: true }),
    { name: 'type', label: 'fields.type', valueType: 'select', options: orderTypes, hideInForm: true },
    { name: 'processor', label: 'fields.processor', valueType: 'select', options: processors, hideInForm: true },
    {
      name: 'reversal',
      label: 'fields.reversal',
      hideInForm: true,
      render: (order, t) => {
        const option = ledgerTypes.find((o) => o.value === order.reversal);
        return option ? <Tag color={option.color}>{t(option.label)}</Tag> : '—';
      },
    },
    { name: 'paymentMethod', label: 'fields.paymentMethod', hideInForm: true, hiddenByDefault: true },
    { name: 'transactionNumber', label: 'fields.transactionNumber', hideInForm: true },
    { name: 'paidAt', label: 'fields.paidAt', valueType: 'datetime', sortable: 'paid_at', hideInForm: true },
    fee('transactionFee', 'fields.transactionFee'),
    fee('settlementFee', 'fields.settlementFee'),
    fee('reserveFee', 'fields.reserveFee'),
    moneyField<OrderDetail>('totalAmount', 'fields.totalAmount'),
    { name: 'channelName', label: 'fields.channel', hideInForm: true, hiddenByDefault: true },
    { name: 'campaignName', label: 'fields.campaign', hideInForm: true, hiddenByDefault: true },
    { name: 'notes', label: 'fields.notes', valueType: 'textarea', hideInTable: true },
  ],
});

/** The form's rules: the fees and notes, the only things staff change on an order (it is never created here). */
export const orderSchemas: FormSchemas = { create: orderUpdate, update: orderUpdate };
