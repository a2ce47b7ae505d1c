/** What the commerce pages share: their paths, permissions and the choices they filter by. */
import {
  COIN_ENTRY_KINDS,
  LEDGER_TYPES,
  ORDER_TYPES,
  type PermissionName,
  POSTBACK_SOURCES,
  POSTBACK_STATUSES,
  PROCESSOR_ACTION_KINDS,
  PROCESSOR_ACTION_STATES,
  PROCESSORS,
  RECONCILIATION_KINDS,
  SUBSCRIPTION_STATUSES,
} from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const ORDERS_PATH = '/orders';
export const PAYMENTS_PATH = '/orders/payments';
export const POSTBACKS_PATH = '/orders/postbacks';
export const SUBSCRIPTIONS_PATH = '/plans/subscriptions';
export const PROCESSOR_ACTIONS_PATH = '/orders/processor-actions';
export const RECONCILIATIONS_PATH = '/orders/reconciliations';

/** Orders are made by the processors' notifications: staff read them and correct fees and notes. */
export const orderPermissions: Permissions = {
  list: 'list-orders' satisfies PermissionName,
  edit: 'edit-orders' satisfies PermissionName,
  export: 'export-orders' satisfies PermissionName,
};
export const paymentPermissions: Permissions = {
  list: 'list-payments' satisfies PermissionName,
  export: 'export-payments' satisfies PermissionName,
};
export const ADD_CREDIT: PermissionName = 'add-credit-payments';
export const postbackPermissions: Permissions = {
  list: 'list-postbacks' satisfies PermissionName,
  export: 'export-postbacks' satisfies PermissionName,
};
export const subscriptionPermissions: Permissions = {
  list: 'list-subscriptions' satisfies PermissionName,
  export: 'export-subscriptions' satisfies PermissionName,
};
export const processorActionPermissions: Permissions = { list: 'list-processor-actions' satisfies PermissionName };
export const reconciliationPermissions: Permissions = { list: 'list-reconciliations' satisfies PermissionName };
export const RUN_RECONCILIATIONS: PermissionName = 'run-reconciliations';

export const processors = optionsOf(PROCESSORS, 'processor', { segpay: 'blue', epoch: 'purple' });
export const orderTypes = optionsOf(ORDER_TYPES, 'type');
export const ledgerTypes = optionsOf(LEDGER_TYPES, 'type', {
  decline: 'orange',
  refund: 'red',
  chargeback: 'red',
  void: 'default',
});
export const subscriptionStatuses = optionsOf(SUBSCRIPTION_STATUSES, 'subscriptionStatus', {
  trial: 'cyan',
  active: 'green',
  past_due: 'orange',
  cancelled: 'default',
  expired: 'red',
});
export const postbackStatuses = optionsOf(POSTBACK_STATUSES, 'postbackStatus', {
  received: 'default',
  processed: 'green',
  duplicate: 'blue',
  failed: 'orange',
  rejected: 'red',
  parked: 'purple',
});
export const coinKinds = optionsOf(COIN_ENTRY_KINDS, 'kind', {
  credit: 'green',
  purchase: 'blue',
  spend: 'default',
  clawback: 'red',
});
export const processorActionStates = optionsOf(PROCESSOR_ACTION_STATES, 'processorActions.states', {
  pending: 'blue',
  confirmed: 'green',
  failed: 'red',
  stale: 'orange',
});
export const processorActionKinds = optionsOf(PROCESSOR_ACTION_KINDS, 'processorActions.kind');
export const postbackSources = optionsOf(POSTBACK_SOURCES, 'postbacks.sources', {
  postback: 'default',
  report: 'gold',
});
export const reconciliationKinds = optionsOf(RECONCILIATION_KINDS, 'reconciliation.kind', {
  booked: 'green',
  differs: 'orange',
  not_booked: 'red',
});
