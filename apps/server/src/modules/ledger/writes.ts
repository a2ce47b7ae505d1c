/**
 * What applying a notification writes, in one statement: its ledger entry; for a successful charge, its order
 * with the fees of the processor's schedule; for a membership's first charge, the subscription it opens; and,
 * the rollups' upkeep on, the entry counted in the analytics rollups (`analytics/service.ts` `entriesCounted`,
 * reading the statement's own rows, which its other parts cannot read in the tables). Notifications come by the
 * hundred a second: each statement's text is built once, its values bound by name.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { LedgerType } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { statement } from '../../db/prepared.js';
import { orders, subscriptions, transactions } from '../../db/schema/index.js';
import { entriesCounted, type EntryRelations } from '../analytics/service.js';
import { feesOf } from './fees.js';
import type { Notification } from './notification.js';
import type { Attribution } from './records.js';
import { AlreadyApplied, type Applying } from './source.js';

export type EntryValues = {
  type: LedgerType;
  amount: number;
  attribution: Attribution | null;
  subscriptionId?: number | null;
  planId?: number | null;
  originalId?: number;
};

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

type Writer = Pick<Applying, 'postbackId' | 'siteId' | 'countedIn'>;
const bound = sql.placeholder;

/** The entry (`t`), of the subscription `subscriptionId`, once per `from` row. */
const entryInsert = (subscriptionId: SQL, from: SQL = sql``) => sql`t as (
  insert into ${transactions} (processor, processor_ref, processor_type, type, amount, currency, member_id,
    subscription_id, plan_id, site_id, channel_id, campaign_id, original_id, payment_method, occurred_at, postback_id)
  select ${bound('processor')}, ${bound('ref')}, ${bound('processorType')}, ${bound('type')}, ${bound('amount')},
    ${bound('currency')}, ${bound('memberId')}::integer, ${subscriptionId}, ${bound('planId')}::integer,
    ${bound('siteId')}::integer, ${bound('channelId')}::integer, ${bound('campaignId')}::integer,
    ${bound('originalId')}::bigint, ${bound('paymentMethod')}, ${bound('occurredAt')}::timestamptz,
    ${bound('postbackId')}::bigint${from}
  on conflict do nothing returning *)`;

/** The entry's order (`o`), unless it is a charge of nothing (a free trial). */
const orderInsert = sql`o as (
  insert into ${orders} (transaction_id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id,
    processor, type, payment_method, transaction_number, amount, currency, transaction_fee, settlement_fee,
    reserve_fee, paid_at)
  select id, member_id, subscription_id, plan_id, site_id, channel_id, campaign_id, processor, type,
    payment_method, processor_ref, amount, currency, ${bound('transactionFee')}, ${bound('settlementFee')},
    ${bound('reserveFee')}, occurred_at from t where t.amount > 0
  returning id, transaction_id, transaction_fee, settlement_fee)`;

/** The subscription the charge opens (`s`): none when the membership has one already. */
const subscriptionInsert = sql`s as (
  insert into ${subscriptions} (member_id, plan_id, site_id, processor, processor_ref, status, channel_id,
    campaign_id, started_at, state_at, trial_ends_at, paid_through)
  values (${bound('opensMember')}::integer, ${bound('opensPlan')}::integer, ${bound('opensSite')}::integer,
    ${bound('processor')}, ${bound('membershipRef')}, ${bound('status')}, ${bound('opensChannel')}::integer,
    ${bound('opensCampaign')}::integer, ${bound('occurredAt')}::timestamptz, ${bound('occurredAt')}::timestamptz,
    ${bound('trialEndsAt')}::timestamptz, ${bound('paidThrough')}::timestamptz)
  on conflict do nothing returning id, trial_ends_at)`;

/** A statement of `parts` answering the entry's id, in two texts: counting the entry (zone bound), and not. */
function written(parts: SQL[], relations: Partial<EntryRelations>) {
  const text = (counted: boolean) => () => {
    const counting = counted ? [sql`u as (${entriesCounted(bound('zone'), relations)})`] : [];
    return sql`with ${sql.join([...parts, ...counting], sql`, `)} select (select id from t) as id`;
  };
  const counted = statement(text(true));
  const plain = statement(text(false));
  return async (tx: Executor, countedIn: string | null, values: Record<string, unknown>) => {
    const run = countedIn === null ? plain : counted;
    const [row] = await run<{ id: number | string | null }>(tx, { ...values, zone: countedIn });
    return row?.id == null ? null : { id: Number(row.id) };
  };
}

const ENTRY = written([entryInsert(sql`${bound('subscriptionId')}::integer`)], { entries: sql`t` });
const CHARGE = written([entryInsert(sql`${bound('subscriptionId')}::integer`), orderInsert], {
  entries: sql`t`,
  orders: sql`o`,
});
const OPENING_CHARGE = written([subscriptionInsert, entryInsert(sql`s.id`, sql` from s`), orderInsert], {
  entries: sql`t`,
  orders: sql`o`,
  subscriptions: sql`s`,
});

/** The values a statement binds: the entry's, its order's fees, the subscription it opens. */
function valuesOf(n: Notification, source: Writer, v: EntryValues, opens?: Opening) {
  return {
    processor: n.processor,
    ref: n.ref,
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
    occurredAt: n.occurredAt.toISOString(),
    postbackId: source.postbackId,
    ...feesOf(n.processor, v.amount),
    ...(opens && {
      opensMember: opens.memberId,
      opensPlan: opens.planId,
      opensSite: opens.siteId,
      membershipRef: opens.membershipRef,
      status: opens.status,
      opensChannel: opens.channelId,
      opensCampaign: opens.campaignId,
      trialEndsAt: opens.status === 'trial' ? opens.paidThrough.toISOString() : null,
      paidThrough: opens.paidThrough.toISOString(),
    }),
  };
}

/**
 * Writes the notification's ledger entry (no order: a decline, refund, chargeback or void); null when its
 * transaction id is already in the site's ledger (a concurrent delivery of the same notification got there first).
 */
export function writeEntry(tx: Executor, n: Notification, source: Writer, v: EntryValues) {
  return ENTRY(tx, source.countedIn, valuesOf(n, source, v));
}

/**
 * A successful charge: its ledger entry and, unless it is of nothing (a free trial), its order. Throws
 * `AlreadyApplied` when the transaction id is in the ledger.
 */
export async function writeCharge(tx: Executor, n: Notification, source: Writer, v: EntryValues) {
  const entry = await CHARGE(tx, source.countedIn, valuesOf(n, source, v));
  if (!entry) throw new AlreadyApplied();
  return entry;
}

/**
 * A membership's first charge, with the subscription it opens; null when nothing could be written: the
 * membership has its subscription already (the caller says why), or the entry exists.
 */
export function writeOpeningCharge(tx: Executor, n: Notification, source: Writer, v: EntryValues, opens: Opening) {
  return OPENING_CHARGE(tx, source.countedIn, valuesOf(n, source, v, opens));
}
