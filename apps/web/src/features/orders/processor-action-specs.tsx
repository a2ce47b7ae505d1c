/**
 * Staff actions through the processor, as the kit's actions: each a dialog asking the reason (and the days of an
 * extension, the amount and "end access" of a refund), sent once per opening (`idempotent`), offered only where
 * the subscription's state allows it (the contract's SUBSCRIPTION_ACTIONS) to an admin holding its permission.
 */
import { createElement } from 'react';
import { CalendarOutlined, PlayCircleOutlined, RollbackOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import {
  extendBody,
  type PermissionName,
  type ProcessorActionKind,
  refundBody,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionActionKind,
  subscriptionActionAllowed,
  subscriptionActionBody,
} from '@backlot/contract';
import type { ActionSpec } from '../../lib/resource';
import type { OrderDetail, Subscription } from './api';

/** The reason asked of every action; its help says what the action does. */
const reasonOf = (kind: ProcessorActionKind) => ({
  name: 'reason',
  label: 'processorActions.reason',
  valueType: 'textarea' as const,
  help: `processorActions.effect.${kind}`,
});
const ICONS: Record<SubscriptionActionKind, typeof StopOutlined> = {
  cancel: StopOutlined,
  expire: UndoOutlined,
  extend: CalendarOutlined,
  reactivate: PlayCircleOutlined,
};

function subscriptionAction(kind: SubscriptionActionKind): ActionSpec<Subscription> {
  return {
    name: kind,
    permission: `${kind}-subscriptions` as PermissionName,
    label: `processorActions.kind.${kind}`,
    icon: createElement(ICONS[kind]),
    danger: kind === 'cancel' || kind === 'expire',
    visible: (subscription) => subscriptionActionAllowed(kind, subscription.status),
    success: 'processorActions.sent',
    form: {
      title: `processorActions.title.${kind}`,
      fields:
        kind === 'extend'
          ? [{ name: 'days', label: 'processorActions.days', valueType: 'number' }, reasonOf(kind)]
          : [reasonOf(kind)],
      schema: kind === 'extend' ? extendBody : subscriptionActionBody,
      idempotent: true,
    },
  };
}

export const subscriptionActions = (Object.keys(SUBSCRIPTION_ACTIONS) as SubscriptionActionKind[]).map(
  subscriptionAction,
);

/** A refund of the order's charge: whole (no amount) or part, with or without ending access. */
export const refundAction: ActionSpec<OrderDetail> = {
  name: 'refund',
  permission: 'refund-orders',
  label: 'processorActions.kind.refund',
  icon: createElement(RollbackOutlined),
  danger: true,
  visible: (order) => order.reversal === null || order.reversal === 'refund',
  success: 'processorActions.sent',
  form: {
    title: 'processorActions.title.refund',
    fields: [
      { name: 'amount', label: 'processorActions.amount', valueType: 'money', help: 'processorActions.amountHelp' },
      { name: 'endAccess', label: 'processorActions.endAccess', valueType: 'boolean' },
      reasonOf('refund'),
    ],
    schema: refundBody,
    idempotent: true,
  },
};
