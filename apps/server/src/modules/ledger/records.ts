/** What applying a notification reads and writes besides subscriptions: its member, its plan, its ledger entry, its order. */
import { sql } from 'drizzle-orm';
import type { LedgerType, Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { preparedRows, runPrepared } from '../../db/prepared.js';
import { members, orders, plans, subscriptions, transactions } from '../../db/schema/index.js';
import { feesOf } from './fees.js';
import { LedgerFailure, type Notification } from './notification.js';
import { appliedIn, type SiteRef, siteEntry } from './scope.js';
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
 * A first charge's three questions in one query: whether its transaction is in the site's ledger already, the
 * member it names — by username, else by e-mail, either whatever the case — and the plan of its price point
 * (null when none has it).
 */
export async function buyerOf(
  tx: Executor,
  n: Notification,
  siteId: number,
): Promise<{ attribution: Attribution; plan: Plan | null }> {
  const named = n.member;
  const by = named.username
    ? sql`lower(${members.username}) = lower(${named.username})`
    : named.email
      ? sql`lower(${members.email}) = lower(${named.email})`
      : undefined;
  if (!by) throw new LedgerFailure('missing_field', 'username');
  const point = pricePointOf(n.processor, n.planRef);
  const [row] = await runPrepared(
    tx
      .select({
        applied: appliedIn({ siteId, processor: n.processor, ref: n.ref }),
        memberId: members.id,
        channelId: members.channelId,
        campaignId: members.campaignId,
        plan: plans,
      })
      .from(members)
      .leftJoin(plans, point.matches)
      .where(by)
      .orderBy(point.exactFirst)
      .limit(1),
  );
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_member', named.username ?? named.email);
  const { memberId, channelId, campaignId, plan } = row;
  return { attribution: { memberId, channelId, campaignId }, plan };
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
