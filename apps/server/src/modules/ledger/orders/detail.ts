/** What stands behind an order: its charge and every reversal of it, its member, its subscription. */
import type { Executor } from '../../../db/client.js';
import { chargeEntries, subscriptionCard } from '../read.js';
import { memberCard } from '../../users/read.js';

export async function orderContext(
  ex: Executor,
  order: { transaction_id: number; member_id: number | null; subscription_id: number | null },
) {
  return {
    ledger: await chargeEntries(ex, order.transaction_id),
    member: (order.member_id ? await memberCard(ex, order.member_id) : undefined) ?? null,
    subscription: (order.subscription_id ? await subscriptionCard(ex, order.subscription_id) : undefined) ?? null,
  };
}
