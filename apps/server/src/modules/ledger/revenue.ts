/**
 * Members' sums of the ledger, per member and currency (a read view for the members' revenue report): the count
 * of successful charges not voided, their sum less what voids cancelled, those orders' fees (a voided charge has
 * none), what refunds and chargebacks took back, and apart what voids cancelled of the period's charges (a void
 * counts with its charge, as the analytics count it: no refund). Amounts in minor units, as text.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_TYPES } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { orders, transactions } from '../../db/schema/index.js';
import { withinDays } from '../../platform/report-days.js';

const CHARGES = sql.join(
  ORDER_TYPES.map((type) => sql`${type}`),
  sql`, `,
);
const t = transactions;
const isCharge = sql`${t.type} in (${CHARGES})`;
/** What voids cancelled of the charge, and whether any did. */
const voidedAmount = sql`coalesce((select sum(v.amount) from ${t} v where v.original_id = ${t.id} and v.type = 'void'), 0)`;
const notVoided = sql`not exists (select 1 from ${t} v where v.original_id = ${t.id} and v.type = 'void')`;

/** The ledger's sums of members `memberIds` over the days from `from` to `to` (UTC, both optional). */
export function memberRevenueSums(ex: Executor, memberIds: number[], from?: string, to?: string) {
  return ex
    .select({
      member_id: t.memberId,
      currency: t.currency,
      orders: sql<number>`(count(*) filter (where ${isCharge} and ${t.amount} > 0 and ${notVoided}))::int`,
      gross: sql<string>`coalesce(sum(${t.amount} - ${voidedAmount}) filter (where ${isCharge}), 0)`,
      fees: sql<string>`coalesce(sum(${orders.transactionFee} + ${orders.settlementFee})
          filter (where ${notVoided}), 0)`,
      refunds: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.type} = 'refund'), 0)`,
      chargebacks: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.type} = 'chargeback'), 0)`,
      voids: sql<string>`coalesce(sum(${voidedAmount}) filter (where ${isCharge}), 0)`,
    })
    .from(t)
    .leftJoin(orders, eq(orders.transactionId, t.id))
    .where(and(inArray(t.memberId, memberIds), withinDays(t.occurredAt, from, to)))
    .groupBy(t.memberId, t.currency)
    .orderBy(t.memberId, t.currency);
}
