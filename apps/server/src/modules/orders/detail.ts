/** What stands behind an order: its charge and every reversal of it, its member, its subscription. */
import { eq, or } from 'drizzle-orm';
import { fromMinorUnits } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { members, subscriptions, transactions } from '../../db/schema/index.js';

export async function orderContext(
  ex: Executor,
  order: { transaction_id: number; member_id: number | null; subscription_id: number | null },
) {
  const entries = await ex
    .select()
    .from(transactions)
    .where(or(eq(transactions.id, order.transaction_id), eq(transactions.originalId, order.transaction_id)))
    .orderBy(transactions.occurredAt, transactions.id);
  const [member] = order.member_id
    ? await ex
        .select({ id: members.id, username: members.username, email: members.email, coin: members.coinBalance })
        .from(members)
        .where(eq(members.id, order.member_id))
    : [];
  const [subscription] = order.subscription_id
    ? await ex
        .select({
          id: subscriptions.id,
          status: subscriptions.status,
          processor_ref: subscriptions.processorRef,
          paid_through: subscriptions.paidThrough,
        })
        .from(subscriptions)
        .where(eq(subscriptions.id, order.subscription_id))
    : [];
  return {
    ledger: entries.map((e) => ({
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
    })),
    member: member ?? null,
    subscription: subscription ?? null,
  };
}
