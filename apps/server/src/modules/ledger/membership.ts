/**
 * Subscriptions as notifications move them: found and locked by the processor's membership id, moved only
 * along the contract's machine (`nextSubscriptionStatus`); a move it does not allow is a failure that leaves
 * everything as it was.
 */
import { and, eq, sql } from 'drizzle-orm';
import { nextSubscriptionStatus, type SubscriptionEvent, type SubscriptionStatus } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { plans, subscriptions, transactions } from '../../db/schema/index.js';
import { LedgerFailure, type Notification } from './notification.js';
import type { Attribution, Plan } from './records.js';
import { AlreadyApplied } from './source.js';

export type Membership = typeof subscriptions.$inferSelect;

/**
 * A renewal's or a declined renewal's questions in one query: whether its transaction is in the ledger already,
 * and its membership's subscription (locked until the transaction ends) with its plan.
 */
export async function lockRenewal(
  tx: Executor,
  n: Notification,
): Promise<{ membership: Membership; plan: Plan | null }> {
  if (!n.membershipRef)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'purchaseid' : 'ets_member_idx');
  const [row] = await tx
    .select({
      applied: sql<boolean>`exists (select 1 from ${transactions} where ${transactions.processor} = ${n.processor}
        and ${transactions.processorRef} = ${n.ref})`,
      membership: subscriptions,
      plan: plans,
    })
    .from(subscriptions)
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.processor, n.processor), eq(subscriptions.processorRef, n.membershipRef)))
    .for('update', { of: subscriptions });
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_subscription', n.membershipRef);
  return row;
}

/** The subscription of a membership id, locked until the transaction ends. */
export async function lockMembership(tx: Executor, n: Notification): Promise<Membership | undefined> {
  if (!n.membershipRef) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.processor, n.processor), eq(subscriptions.processorRef, n.membershipRef)))
    .for('update');
  return row;
}

/** The membership a notification must find; a failure when there is none. */
export async function requireMembership(tx: Executor, n: Notification): Promise<Membership> {
  if (!n.membershipRef)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'purchaseid' : 'ets_member_idx');
  const row = await lockMembership(tx, n);
  if (!row) throw new LedgerFailure('unknown_subscription', n.membershipRef);
  return row;
}

/** The state `event` moves `status` to; a failure naming both when the machine does not allow it. */
export function transition(status: SubscriptionStatus | null, event: SubscriptionEvent): SubscriptionStatus {
  const next = nextSubscriptionStatus(status, event);
  if (!next) throw new LedgerFailure('transition', `${status ?? 'none'}:${event}`);
  return next;
}

/** The dates a move to `status` at `at` sets: when it was cancelled, when it ended (cleared on reactivation). */
export function datesOf(status: SubscriptionStatus, at: Date, row?: Membership) {
  if (status === 'cancelled') return { cancelledAt: at };
  if (status === 'expired') return { endedAt: row?.endedAt ?? at };
  return { cancelledAt: null, endedAt: null };
}

/** Moves a locked subscription. */
export async function moveMembership(tx: Executor, row: Membership, values: Partial<Membership>) {
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
}

/** Opens the subscription of a membership's first charge; a failure when the membership already has one. */
export async function openMembership(
  tx: Executor,
  n: Notification,
  values: {
    event: 'trial' | 'start';
    planId: number;
    siteId: number | null;
    attribution: Attribution;
    paidThrough: Date;
  },
): Promise<Membership> {
  if (!n.membershipRef)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'purchaseid' : 'ets_member_idx');
  // A first charge opens a membership that cannot exist yet: the insert finds out, without a lock first.
  const status = transition(null, values.event);
  const [row] = await tx
    .insert(subscriptions)
    .values({
      memberId: values.attribution.memberId,
      planId: values.planId,
      siteId: values.siteId,
      processor: n.processor,
      processorRef: n.membershipRef,
      status,
      channelId: values.attribution.channelId,
      campaignId: values.attribution.campaignId,
      startedAt: n.occurredAt,
      trialEndsAt: status === 'trial' ? values.paidThrough : null,
      paidThrough: values.paidThrough,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // A concurrent delivery of the same notification opened it (the insert waited for it): a duplicate.
  const [applied] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.processor, n.processor), eq(transactions.processorRef, n.ref)));
  if (applied) throw new AlreadyApplied();
  // Otherwise the membership has a subscription already: not a first charge after all.
  throw new LedgerFailure('transition', `${(await lockMembership(tx, n))?.status ?? 'none'}:${values.event}`);
}
