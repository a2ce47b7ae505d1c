/** What applying a notification reads and writes besides subscriptions: its member, its plan, its ledger entry, its order. */
import { and, eq, sql } from 'drizzle-orm';
import type { LedgerType, Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { members, orders, plans, transactions } from '../../db/schema/index.js';
import { feesOf } from './fees.js';
import { LedgerFailure, type Notification } from './notification.js';
import type { Source } from './source.js';

export type Plan = typeof plans.$inferSelect;
export type Attribution = { memberId: number; channelId: number | null; campaignId: number | null };

/** The member a notification names: by username, else by e-mail (either whatever the case). */
export async function memberOf(tx: Executor, named: Notification['member']): Promise<Attribution> {
  const by = named.username
    ? sql`lower(${members.username}) = lower(${named.username})`
    : named.email
      ? sql`lower(${members.email}) = lower(${named.email})`
      : undefined;
  if (!by) throw new LedgerFailure('missing_field', 'username');
  const [member] = await tx
    .select({ memberId: members.id, channelId: members.channelId, campaignId: members.campaignId })
    .from(members)
    .where(by)
    .limit(1);
  if (!member) throw new LedgerFailure('unknown_member', named.username ?? named.email);
  return member;
}

/**
 * The plan a processor's price point names: the plan's id at that processor, whole, or (Segpay's
 * `package:price point` etickets) its price point part.
 */
export async function planOf(tx: Executor, processor: Processor, ref: string | undefined): Promise<Plan> {
  if (!ref) throw new LedgerFailure('missing_field', processor === 'segpay' ? 'eticketid' : 'ets_pi_code');
  const column = processor === 'segpay' ? plans.segpayId : plans.epochId;
  const pricePoint = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
  const [plan] = await tx
    .select()
    .from(plans)
    .where(sql`${column} in (${ref}, ${pricePoint})`)
    .orderBy(sql`${column} = ${ref} desc`)
    .limit(1);
  if (!plan) throw new LedgerFailure('unknown_plan', ref);
  return plan;
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
    .values({
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
    })
    .onConflictDoNothing()
    .returning();
  return entry ?? null;
}

/** The order of a successful charge, with the fees of the processor's schedule. */
export async function writeOrder(tx: Executor, entry: typeof transactions.$inferSelect) {
  await tx.insert(orders).values({
    transactionId: entry.id,
    memberId: entry.memberId,
    subscriptionId: entry.subscriptionId,
    planId: entry.planId,
    siteId: entry.siteId,
    channelId: entry.channelId,
    campaignId: entry.campaignId,
    processor: entry.processor,
    type: entry.type,
    paymentMethod: entry.paymentMethod,
    transactionNumber: entry.processorRef,
    amount: entry.amount,
    currency: entry.currency,
    ...feesOf(entry.processor as Processor, entry.amount),
    paidAt: entry.occurredAt,
  });
}
