import type {
  LedgerEntry as LedgerEntryWire,
  Order as OrderWire,
  OrderDetail as OrderDetailWire,
  Payment as PaymentWire,
  Postback as PostbackWire,
  ProcessorAction as ProcessorActionWire,
  ReconciliationLine as ReconciliationLineWire,
  ReconciliationRun as ReconciliationRunWire,
  ReconciliationRunBody,
  Subscription as SubscriptionWire,
} from '@backlot/contract';
import { api } from '../../lib/api/client';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Order = Camelize<OrderWire>;
export type OrderDetail = Camelize<OrderDetailWire>;
export type LedgerEntry = Camelize<LedgerEntryWire>;
export type Payment = Camelize<PaymentWire>;
export type Postback = Camelize<PostbackWire>;
export type Subscription = Camelize<SubscriptionWire>;
export type ProcessorAction = Camelize<ProcessorActionWire>;
export type ReconciliationLine = Camelize<ReconciliationLineWire>;
export type ReconciliationRun = Camelize<ReconciliationRunWire>;

/** `GET /orders/{id}` answers the order with its ledger entries, member and subscription. */
export const ordersApi = resourceApi<OrderDetail>('orders');
export const paymentsApi = resourceApi<Payment>('payments');
export const postbacksApi = resourceApi<Postback>('postbacks');
export const subscriptionsApi = resourceApi<Subscription>('subscriptions');
export const processorActionsApi = resourceApi<ProcessorAction>('processor-actions');
/** A record's processor actions, cached under the record's key: an action sent on it refreshes them too. */
export const subscriptionActionsApi = resourceApi<ProcessorAction>('processor-actions', 'subscriptions');
export const orderActionsApi = resourceApi<ProcessorAction>('processor-actions', 'orders');

/** `POST /payments/add-credit`: coins to a member, with the reason. */
export const addCredit = (body: { memberId: number; coins: number; reason: string }) =>
  api.post<Payment>('/payments/add-credit', body);

export const reconciliationsApi = resourceApi<ReconciliationLine>('reconciliations');
/** `GET /reconciliations/runs`: the latest runs, newest first. */
export const reconciliationRuns = () => api.get<{ data: ReconciliationRun[] }>('/reconciliations/runs');
/** `POST /reconciliations/run`: queues the run of one site's report at one processor. */
export const runReconciliation = (body: Camelize<ReconciliationRunBody>) =>
  api.post<{ queued: true }>('/reconciliations/run', body);
