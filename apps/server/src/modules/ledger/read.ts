/**
 * What other modules read of the ledger's tables (read views) beside the staff's resources over them (orders,
 * subscriptions, payments): only the ledger writes them (`service.ts`).
 */
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { fromMinorUnits } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { orders, subscriptions, transactions } from '../../db/schema/index.js';
import type { SiteRef } from './scope.js';

export { type OrderTarget, orderTarget, type SubscriptionTarget, subscriptionTarget } from './action-targets.js';
export { RENEWAL_GRACE_DAYS } from './expiry.js';
export { memberPlanColumns } from './member-plan.js';
export { memberRevenueSums } from './revenue.js';
export { type LedgerPeriod, ledgerEntries, ledgerPeriodTotals } from './period-entries.js';

/** The type of the first reversal (refund, chargeback, void) of the charge whose id `transactionId` holds. */
export const reversalOf = (transactionId: PgColumn): SQL<string | null> =>
  sql`(select r.type from ${transactions} r where r.original_id = ${qualified(transactionId)} order by r.id limit 1)`;

/** The id of the ledger entry the postback whose id `postbackId` holds made (int8, answered as a number). */
export const entryOfPostback = (postbackId: PgColumn): SQL<number | null> =>
  sql`(select t.id from ${transactions} t where t.postback_id = ${qualified(postbackId)} limit 1)`.mapWith(Number);

/** A charge's ledger entries, by wire name: the charge and every reversal of it, in the order they happened. */
export async function chargeEntries(ex: Executor, transactionId: number) {
  const entries = await ex
    .select()
    .from(transactions)
    .where(or(eq(transactions.id, transactionId), eq(transactions.originalId, transactionId)))
    .orderBy(transactions.occurredAt, transactions.id);
  return entries.map((e) => ({
    id: e.id,
    processor: e.processor,
    processor_ref: e.processorRef,
    processor_type: e.processorType,
    type: e.type,
    amount: fromMinorUnits(e.amount, e.currency),
    currency: e.currency,
    member_id: e.memberId,
    subscription_id: e.subscriptionId,
    plan_id: e.planId,
    original_id: e.originalId,
    payment_method: e.paymentMethod,
    occurred_at: e.occurredAt,
    postback_id: e.postbackId,
  }));
}

/** A subscription as an order shows it. */
export async function subscriptionCard(ex: Executor, id: number) {
  const [subscription] = await ex
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      processor_ref: subscriptions.processorRef,
      paid_through: subscriptions.paidThrough,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return subscription;
}

/** Members with a trial or active subscription of the plan whose id `planId` holds, read with each row. */
export const subscribersOf = (planId: PgColumn): SQL<number> =>
  sql`(select count(distinct s.member_id)::int from ${subscriptions} s
    where s.plan_id = ${qualified(planId)} and s.status in ('trial', 'active'))`;

/** The ledger's types of a successful charge. */
const CHARGES = sql.raw(`('initial', 'trial', 'conversion', 'rebill', 'one_time', 'coins')`);

/** Successful charges of the ledger made with the code of the promotion whose id `promotionId` holds. */
export const redemptionsOf = (promotionId: PgColumn): SQL<number> =>
  sql`(select count(*)::int from ${transactions} t
    where t.promotion_id = ${qualified(promotionId)} and t.type in ${CHARGES})`;

/** A member's orders as entries of their timeline (the timeline's columns, for a union): the type, the amount. */
export const ordersOnTimeline = (memberId: number): SQL =>
  sql`select 'order' as kind, ${orders.id} as id, ${orders.paidAt} as at, ${orders.type} as text,
    null::text as status, ${orders.amount}::bigint as amount, ${orders.currency}::text as currency, null::text as author
    from ${orders} where ${orders.memberId} = ${memberId}`;

/**
 * A member's subscription changes as entries of their timeline: each subscription's start (with its state now),
 * its cancellation and its end, when they happened.
 */
/** The ids of a member's subscriptions and of their orders, as subqueries (what staff asked of them). */
export const memberSubscriptionIds = (memberId: number): SQL =>
  sql`select ${subscriptions.id} from ${subscriptions} where ${subscriptions.memberId} = ${memberId}`;
export const memberOrderIds = (memberId: number): SQL =>
  sql`select ${orders.id} from ${orders} where ${orders.memberId} = ${memberId}`;

export const subscriptionChangesOnTimeline = (memberId: number): SQL => {
  const change = (text: string, at: PgColumn) =>
    sql`select 'subscription' as kind, ${subscriptions.id} as id, ${at} as at, ${text}::text as text,
      ${subscriptions.status} as status, null::bigint as amount, null::text as currency, null::text as author
      from ${subscriptions} where ${subscriptions.memberId} = ${memberId} and ${at} is not null`;
  return sql.join(
    [
      change('started', subscriptions.startedAt),
      change('cancelled', subscriptions.cancelledAt),
      change('ended', subscriptions.endedAt),
    ],
    sql` union all `,
  );
};
export type DayRefunds = { site_id: number | null; processor: string; currency: string; amount: number };

/** Per account and currency, the refunds (minor units) of today in `timeZone`. */
export function refundsToday(ex: Executor, timeZone: string): Promise<DayRefunds[]> {
  const day = sql`(now() at time zone ${timeZone})::date`;
  return queryRows(
    ex,
    sql`select ${transactions.siteId} as site_id, ${transactions.processor} as processor,
          ${transactions.currency} as currency, sum(abs(${transactions.amount}))::bigint as amount
        from ${transactions}
        where ${transactions.type} = 'refund'
          and ${transactions.occurredAt} >= (${day}::timestamp at time zone ${timeZone})
          and ${transactions.occurredAt} < ((${day} + 1)::timestamp at time zone ${timeZone})
        group by 1, 2, 3`,
  );
}

/** The site's ledger entry of a transaction id (`scope.ts`): amount, currency, processor type, and its order. */
export async function entryOfTransaction(ex: Executor, { siteId, processor, ref }: SiteRef) {
  const [entry] = await ex
    .select({
      id: transactions.id,
      amount: transactions.amount,
      currency: transactions.currency,
      processorType: transactions.processorType,
      orderId: orders.id,
    })
    .from(transactions)
    .leftJoin(orders, eq(orders.transactionId, transactions.id))
    .where(
      and(eq(transactions.processor, processor), eq(transactions.processorRef, ref), eq(transactions.siteId, siteId)),
    );
  return entry;
}
