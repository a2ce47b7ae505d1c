import type {
  Member as MemberWire,
  Order as OrderWire,
  Payment as PaymentWire,
  Subscription as SubscriptionWire,
  TokenRecord as TokenRecordWire,
} from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Member = Camelize<MemberWire>;
export type TokenRecord = Camelize<TokenRecordWire>;

export const membersApi = resourceApi<Member>('users');
export const tokenRecordsApi = resourceApi<TokenRecord>('users/tokenRecord');

/** What the ledger holds of a member, read here by member id (the commerce pages are another feature's). */
export const memberSubscriptionsApi = resourceApi<Camelize<SubscriptionWire>>('subscriptions');
export const memberOrdersApi = resourceApi<Camelize<OrderWire>>('orders');
export const memberPaymentsApi = resourceApi<Camelize<PaymentWire>>('payments');
