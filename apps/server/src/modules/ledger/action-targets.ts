/**
 * What a staff action through the processor (`modules/processor-actions`) acts on, read with its row locked:
 * a subscription (its site, processor, membership id and state) or an order (its charge's transaction id,
 * amount and what reversals already took back).
 */
import { eq, sql } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { orders, subscriptions, transactions } from '../../db/schema/index.js';

export type SubscriptionTarget = {
  id: number;
  siteId: number | null;
  processor: Processor;
  processorRef: string;
  status: string;
};

export async function subscriptionTarget(ex: Executor, id: number): Promise<SubscriptionTarget | undefined> {
  const [row] = await ex
    .select({
      id: subscriptions.id,
      siteId: subscriptions.siteId,
      processor: subscriptions.processor,
      processorRef: subscriptions.processorRef,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  return row as SubscriptionTarget | undefined;
}

export type OrderTarget = {
  id: number;
  siteId: number | null;
  processor: Processor;
  /** The charge's transaction id at the processor. */
  processorRef: string;
  membershipRef: string | null;
  subscriptionId: number | null;
  amount: number;
  currency: string;
  /** What refunds, chargebacks and voids already took back, minor units. */
  reversed: number;
};

export async function orderTarget(ex: Executor, id: number): Promise<OrderTarget | undefined> {
  const [row] = await ex
    .select({
      id: orders.id,
      siteId: orders.siteId,
      processor: orders.processor,
      processorRef: transactions.processorRef,
      membershipRef: sql<string | null>`(select s.processor_ref from ${subscriptions} s
        where s.id = ${orders.subscriptionId})`,
      subscriptionId: orders.subscriptionId,
      amount: orders.amount,
      currency: orders.currency,
      reversed: sql<string>`(select coalesce(sum(r.amount), 0) from ${transactions} r
        where r.original_id = ${orders.transactionId})`,
    })
    .from(orders)
    .innerJoin(transactions, eq(transactions.id, orders.transactionId))
    .where(eq(orders.id, id));
  return row ? ({ ...row, reversed: Number(row.reversed) } as OrderTarget) : undefined;
}
