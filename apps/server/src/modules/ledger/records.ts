/** What applying a notification reads and writes besides subscriptions: its member, its plan, its ledger entry, its order. */
import { and, eq, sql } from 'drizzle-orm';
import type { LedgerType, Processor } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { members, orders, plans, transactions } from '../../db/schema/index.js';
import { feesOf } from './fees.js';
import { LedgerFailure, type Notification } from './notification.js';
import { AlreadyApplied, type Source } from './source.js';

export type Plan = typeof plans.$inferSelect;
export type Attribution = { memberId: number; channelId: number | null; campaignId: number | null };

/** The condition of the plan a processor's price point names, and the order that puts an exact match first. */
function pricePointOf(processor: Processor, ref: string | undefined) {
  if (!ref) throw new LedgerFailure('missing_field', processor === 'segpay' ? 'eticketid' : 'ets_pi_code');
  const column = processor === 'segpay' ? plans.segpayId : plans.epochId;
  const pricePoint = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
  return { ref, matches: sql`${column} in (${ref}, ${pricePoint})`, exactFirst: sql`${column} = ${ref} desc` };
}

/**
 * The plan a processor's price point names: the plan's id at that processor, whole, or (Segpay's
 * `package:price point` etickets) its price point part.
 */
export async function planOf(tx: Executor, processor: Processor, ref: string | undefined): Promise<Plan> {
  const point = pricePointOf(processor, ref);
  const [plan] = await tx.select().from(plans).where(point.matches).orderBy(point.exactFirst).limit(1);
  if (!plan) throw new LedgerFailure('unknown_plan', point.ref);
  return plan;
}

/**
 * A first charge's three questions in one query: whether its transaction is in the ledger already, the member
 * it names — by username, else by e-mail, either whatever the case — and the plan of its price point (null
 * when none has it).
 */
export async function buyerOf(tx: Executor, n: Notification): Promise<{ attribution: Attribution; plan: Plan | null }> {
  const named = n.member;
  const by = named.username
    ? sql`lower(${members.username}) = lower(${named.username})`
    : named.email
      ? sql`lower(${members.email}) = lower(${named.email})`
      : undefined;
  if (!by) throw new LedgerFailure('missing_field', 'username');
  const point = pricePointOf(n.processor, n.planRef);
  const [row] = await tx
    .select({
      applied: sql<boolean>`exists (select 1 from ${transactions} where ${transactions.processor} = ${n.processor}
        and ${transactions.processorRef} = ${n.ref})`,
      memberId: members.id,
      channelId: members.channelId,
      campaignId: members.campaignId,
      plan: plans,
    })
    .from(members)
    .leftJoin(plans, point.matches)
    .where(by)
    .orderBy(point.exactFirst)
    .limit(1);
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_member', named.username ?? named.email);
  const { memberId, channelId, campaignId, plan } = row;
  return { attribution: { memberId, channelId, campaignId }, plan };
}

/** The ledger entry of a processor's transaction id, if there is one. */
export async function entryOf(tx: Executor, processor: Processor, ref: string, lock = false) {
  const query = tx
    .select()
    .from(transactions)
    .where(and(eq(transactions.processor, processor), eq(transactions.processorRef, ref)));
  const [entry] = await (lock ? query.for('update') : query);
  return entry;
}

export type EntryValues = {
  type: LedgerType;
  amount: number;
  attribution: Attribution | null;
  subscriptionId?: number | null;
  planId?: number | null;
  originalId?: number;
};

/**
 * Writes the notification's ledger entry; null when its transaction id is already in the ledger (a concurrent
 * delivery of the same notification got there first).
 */
export async function writeEntry(
  tx: Executor,
  n: Notification,
  source: Pick<Source, 'postbackId' | 'siteId'>,
  v: EntryValues,
) {
  const [entry] = await tx
    .insert(transactions)
    .values(entryValues(n, source, v))
    .onConflictDoNothing()
    .returning();
  return entry ?? null;
}

/** The columns of a notification's ledger entry. */
function entryValues(n: Notification, source: Pick<Source, 'postbackId' | 'siteId'>, v: EntryValues) {
  return {
    processor: n.processor,
    processorRef: n.ref,
    processorType: n.processorType,
    type: v.type,
    amount: v.amount,
    currency: n.currency,
    memberId: v.attribution?.memberId ?? null,
    subscriptionId: v.subscriptionId ?? null,
    planId: v.planId ?? null,
    siteId: source.siteId,
    channelId: v.attribution?.channelId ?? null,
    campaignId: v.attribution?.campaignId ?? null,
    originalId: v.originalId ?? null,
    paymentMethod: n.paymentMethod ?? null,
    occurredAt: n.occurredAt,
    postbackId: source.postbackId,
  };
}

/**
 * A successful charge: its ledger entry and, unless it is of nothing (a free trial), its order with the fees of
 * the processor's schedule — one statement. Throws `AlreadyApplied` when the transaction id is in the ledger.
 */
export async function writeCharge(
  tx: Executor,
  n: Notification,
  source: Pick<Source, 'postbackId' | 'siteId'>,
  v: EntryValues,
) {
  const e = entryValues(n, source, v);
  const fees = feesOf(n.processor, v.amount);
  const [entry] = await queryRows<{ id: number | string }>(
    tx,
    sql`with t as (
        insert into ${transactions} (processor, processor_ref, processor_type, type, amount, currency, member_id,
          subscription_id, plan_id, site_id, channel_id, campaign_id, payment_method, occurred_at, postback_id)
        values (${e.processor}, ${e.processorRef}, ${e.processorType}, ${e.type}, ${e.amount}, ${e.currency},
          ${e.memberId}, ${e.subscriptionId}, ${e.planId}, ${e.siteId}, ${e.channelId}, ${e.campaignId},
          ${e.paymentMethod}, ${e.occurredAt.toISOString()}::timestamptz, ${e.postbackId})
        on conflict do nothing returning *),
      o as (
        insert into ${orders} (transaction_id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id,
          processor, type, payment_method, transaction_number, amount, currency, transaction_fee, settlement_fee,
          reserve_fee, paid_at)
        select id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id, processor, type,
          payment_method, processor_ref, amount, currency, ${fees.transactionFee}, ${fees.settlementFee},
          ${fees.reserveFee}, occurred_at from t where t.amount > 0)
      select id from t`,
  );
  if (!entry) throw new AlreadyApplied();
  return { id: Number(entry.id) };
}
