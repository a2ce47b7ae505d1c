/** What applying a notification reads and writes besides subscriptions: its member, its plan, its ledger entry, its order. */
import { sql } from 'drizzle-orm';
import type { LedgerType, Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { preparedRows, statement, tableColumns, tableRow } from '../../db/prepared.js';
import { members, orders, plans, subscriptions, transactions } from '../../db/schema/index.js';
import { feesOf } from './fees.js';
import { LedgerFailure, type Notification } from './notification.js';
import { appliedIn, type SiteRef, siteEntry } from './scope.js';
import { AlreadyApplied, type Source } from './source.js';

export type Plan = typeof plans.$inferSelect;
export type Attribution = { memberId: number; channelId: number | null; campaignId: number | null };

/**
 * A processor's price point as a plan may name it: the plan's id at that processor, whole (`ref`), or the price
 * point part of Segpay's `package:price point` etickets (`pricePoint`).
 */
function pricePointOf(processor: Processor, ref: string | undefined) {
  if (!ref) throw new LedgerFailure('missing_field', processor === 'segpay' ? 'eticketid' : 'ets_pi_code');
  const pricePoint = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
  return { ref, pricePoint };
}
const pricePointColumn = (processor: Processor) => (processor === 'segpay' ? plans.segpayId : plans.epochId);

/** The plan a processor's price point names, an exact match first. */
export async function planOf(tx: Executor, processor: Processor, ref: string | undefined): Promise<Plan> {
  const point = pricePointOf(processor, ref);
  const column = pricePointColumn(processor);
  const [plan] = await tx
    .select()
    .from(plans)
    .where(sql`${column} in (${point.ref}, ${point.pricePoint})`)
    .orderBy(sql`${column} = ${point.ref} desc`)
    .limit(1);
  if (!plan) throw new LedgerFailure('unknown_plan', point.ref);
  return plan;
}

type BuyerValues = { site: number; ref: string; name: string; planRef: string; pricePoint: string };
type BuyerRow = Record<string, unknown> & Attribution & { applied: boolean };
const bound = sql.placeholder;

/**
 * `buyerOf`'s statement for one processor's price points and one way of naming the member (first charges come
 * by the hundred a second: its text is built once, not at every call).
 */
function buyerStatement(processor: Processor, by: 'username' | 'email') {
  const column = pricePointColumn(processor);
  return statement<BuyerValues>(
    () => sql`select ${appliedIn({ siteId: bound('site'), processor, ref: bound('ref') })} as applied,
        ${members.id} as "memberId", ${members.channelId} as "channelId", ${members.campaignId} as "campaignId",
        ${tableColumns(plans)}
      from ${members} left join ${plans} on ${column} in (${bound('planRef')}, ${bound('pricePoint')})
      where lower(${members[by]}) = lower(${bound('name')}) and ${members.siteId} = ${bound('site')}
      order by ${column} = ${bound('planRef')} desc limit 1`,
  );
}
const BUYER_STATEMENTS: Record<Processor, Record<'username' | 'email', ReturnType<typeof buyerStatement>>> = {
  segpay: { username: buyerStatement('segpay', 'username'), email: buyerStatement('segpay', 'email') },
  epoch: { username: buyerStatement('epoch', 'username'), email: buyerStatement('epoch', 'email') },
};

/**
 * A first charge's three questions in one query: whether its transaction is in the site's ledger already, the
 * site's member it names — by username, else by e-mail, either whatever the case; another site's member is
 * unknown — and the plan of its price point (null when none has it).
 */
export async function buyerOf(
  tx: Executor,
  n: Notification,
  siteId: number,
): Promise<{ attribution: Attribution; plan: Plan | null }> {
  const { username, email } = n.member;
  const name = username ?? email;
  if (!name) throw new LedgerFailure('missing_field', 'username');
  const point = pricePointOf(n.processor, n.planRef);
  const [row] = await BUYER_STATEMENTS[n.processor][username ? 'username' : 'email']<BuyerRow>(tx, {
    site: siteId,
    ref: n.ref,
    name,
    planRef: point.ref,
    pricePoint: point.pricePoint,
  });
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_member', name);
  const { memberId, channelId, campaignId } = row;
  return { attribution: { memberId, channelId, campaignId }, plan: tableRow(plans, row) };
}

/** The site's ledger entry of a processor's transaction id, if there is one. */
export async function entryOf(tx: Executor, key: SiteRef, lock = false) {
  const query = tx.select().from(transactions).where(siteEntry(key));
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
 * Writes the notification's ledger entry; null when its transaction id is already in the site's ledger (a
 * concurrent delivery of the same notification got there first).
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

/** A subscription a charge opens, written in the charge's statement (a membership's first charge). */
export type Opening = {
  memberId: number;
  planId: number;
  siteId: number;
  membershipRef: string;
  status: 'trial' | 'active';
  channelId: number | null;
  campaignId: number | null;
  paidThrough: Date;
};

/** The subscription insert of an opening charge (CTE `s`) and its id for the entry; else the id given, or null. */
function openingSql(n: Notification, v: EntryValues, opens: Opening | undefined) {
  if (!opens) return { with: sql``, subscriptionId: sql`${v.subscriptionId ?? null}::integer`, from: sql`` };
  const at = n.occurredAt.toISOString();
  return {
    with: sql`s as (insert into ${subscriptions} (member_id, plan_id, site_id, processor, processor_ref, status,
        channel_id, campaign_id, started_at, state_at, trial_ends_at, paid_through)
      values (${opens.memberId}, ${opens.planId}, ${opens.siteId}, ${n.processor}, ${opens.membershipRef},
        ${opens.status}, ${opens.channelId}, ${opens.campaignId}, ${at}::timestamptz, ${at}::timestamptz,
        ${opens.status === 'trial' ? opens.paidThrough.toISOString() : null}::timestamptz,
        ${opens.paidThrough.toISOString()}::timestamptz)
      on conflict do nothing returning id),`,
    subscriptionId: sql`s.id`,
    from: sql` from s`,
  };
}

/** Inserts a charge's entry, its order and, when it opens one, its subscription: the ids written, if any. */
async function insertCharge(
  tx: Executor,
  n: Notification,
  source: Pick<Source, 'postbackId' | 'siteId'>,
  v: EntryValues,
  opens?: Opening,
) {
  const e = entryValues(n, source, v);
  const fees = feesOf(n.processor, v.amount);
  const opening = openingSql(n, v, opens);
  const [row] = await preparedRows<{ id: number | string | null; subscription_id: number | null }>(
    tx,
    sql`with ${opening.with} t as (
        insert into ${transactions} (processor, processor_ref, processor_type, type, amount, currency, member_id,
          subscription_id, plan_id, site_id, channel_id, campaign_id, payment_method, occurred_at, postback_id)
        select ${e.processor}, ${e.processorRef}, ${e.processorType}, ${e.type}, ${e.amount}, ${e.currency},
          ${e.memberId}::integer, ${opening.subscriptionId}, ${e.planId}::integer, ${e.siteId}::integer,
          ${e.channelId}::integer, ${e.campaignId}::integer, ${e.paymentMethod},
          ${e.occurredAt.toISOString()}::timestamptz, ${e.postbackId}::bigint${opening.from}
        on conflict do nothing returning *),
      o as (
        insert into ${orders} (transaction_id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id,
          processor, type, payment_method, transaction_number, amount, currency, transaction_fee, settlement_fee,
          reserve_fee, paid_at)
        select id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id, processor, type,
          payment_method, processor_ref, amount, currency, ${fees.transactionFee}, ${fees.settlementFee},
          ${fees.reserveFee}, occurred_at from t where t.amount > 0)
      select (select id from t) as id`,
  );
  return row?.id == null ? null : { id: Number(row.id) };
}

/**
 * A successful charge: its ledger entry and, unless it is of nothing (a free trial), its order with the fees of
 * the processor's schedule, in one statement. Throws `AlreadyApplied` when the transaction id is in the ledger.
 */
export async function writeCharge(
  tx: Executor,
  n: Notification,
  source: Pick<Source, 'postbackId' | 'siteId'>,
  v: EntryValues,
) {
  const entry = await insertCharge(tx, n, source, v);
  if (!entry) throw new AlreadyApplied();
  return entry;
}

/**
 * A membership's first charge, with the subscription it opens, in one statement; null when nothing could be
 * written: the membership has its subscription already (the caller says why), or the entry exists.
 */
export function writeOpeningCharge(
  tx: Executor,
  n: Notification,
  source: Pick<Source, 'postbackId' | 'siteId'>,
  v: EntryValues,
  opens: Opening,
) {
  return insertCharge(tx, n, source, v, opens);
}
