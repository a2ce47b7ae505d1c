/**
 * Members' revenue, a batch of members at a time (keyset on their id): per member and currency, the count of
 * successful charges not voided, their sum less what voids cancelled, those orders' fees (a voided charge has
 * none), what refunds and chargebacks took back, and apart what voids cancelled of the period's charges (a void
 * counts with its charge, as the analytics count it: no refund).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { fromMinorUnits, ORDER_TYPES } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { members, orders, transactions } from '../../db/schema/index.js';
import { withinDays } from '../../platform/report-days.js';

export type RevenueQuery = { channel_id?: number; paid_from?: string; paid_to?: string };

const BATCH = 500;
const CHARGES = sql.join(
  ORDER_TYPES.map((type) => sql`${type}`),
  sql`, `,
);
const t = transactions;
const isCharge = sql`${t.type} in (${CHARGES})`;
/** What voids cancelled of the charge, and whether any did. */
const voidedAmount = sql`coalesce((select sum(v.amount) from ${t} v where v.original_id = ${t.id} and v.type = 'void'), 0)`;
const notVoided = sql`not exists (select 1 from ${t} v where v.original_id = ${t.id} and v.type = 'void')`;

/** One member's row for one currency, with amounts as decimal strings. */
function rowOf(r: {
  member_id: number;
  username: string;
  email: string;
  currency: string;
  orders: number;
  gross: string;
  fees: string;
  refunds: string;
  chargebacks: string;
  voids: string;
}) {
  const [gross, fees, refunds, chargebacks] = [r.gross, r.fees, r.refunds, r.chargebacks].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const money = (minor: number) => fromMinorUnits(minor, r.currency);
  return {
    ...r,
    gross: money(gross),
    fees: money(fees),
    refunds: money(refunds),
    chargebacks: money(chargebacks),
    voids: money(Number(r.voids)),
    net: money(gross - fees - refunds - chargebacks),
  };
}

export async function* revenueBatches(db: Db, query: RevenueQuery) {
  const period = withinDays(transactions.occurredAt, query.paid_from, query.paid_to);
  for (let last = 0; ;) {
    const batch = await db
      .select({ id: members.id, username: members.username, email: members.email })
      .from(members)
      .where(and(gt(members.id, last), query.channel_id ? eq(members.channelId, query.channel_id) : undefined))
      .orderBy(asc(members.id))
      .limit(BATCH);
    if (batch.length === 0) return;
    const sums = await db
      .select({
        member_id: transactions.memberId,
        currency: transactions.currency,
        orders: sql<number>`(count(*) filter (where ${isCharge} and ${t.amount} > 0 and ${notVoided}))::int`,
        gross: sql<string>`coalesce(sum(${t.amount} - ${voidedAmount}) filter (where ${isCharge}), 0)`,
        fees: sql<string>`coalesce(sum(${orders.transactionFee} + ${orders.settlementFee})
          filter (where ${notVoided}), 0)`,
        refunds: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.type} = 'refund'), 0)`,
        chargebacks: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.type} = 'chargeback'), 0)`,
        voids: sql<string>`coalesce(sum(${voidedAmount}) filter (where ${isCharge}), 0)`,
      })
      .from(transactions)
      .leftJoin(orders, eq(orders.transactionId, transactions.id))
      .where(
        and(
          inArray(
            transactions.memberId,
            batch.map((m) => m.id),
          ),
          period,
        ),
      )
      .groupBy(transactions.memberId, transactions.currency)
      .orderBy(transactions.memberId, transactions.currency);
    const byId = new Map(batch.map((m) => [m.id, m]));
    yield sums.map((s) => {
      const member = byId.get(s.member_id!)!;
      return rowOf({ ...s, member_id: member.id, username: member.username, email: member.email });
    });
    if (batch.length < BATCH) return;
    last = batch.at(-1)!.id;
  }
}
