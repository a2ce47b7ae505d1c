/**
 * Subscriptions as notifications move them: found and locked by the processor's membership id in the notifying
 * site's subscriptions (`scope.ts`), moved only
 * along the contract's machine (`nextSubscriptionStatus`); a move it does not allow is a failure that leaves
 * everything as it was.
 */
import { eq } from 'drizzle-orm';
import { nextSubscriptionStatus, type SubscriptionEvent, type SubscriptionStatus } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { runPrepared } from '../../db/prepared.js';
import { plans, subscriptions, transactions } from '../../db/schema/index.js';
import { LedgerFailure, type Notification } from './notification.js';
import type { Attribution, Opening, Plan } from './records.js';
import { appliedIn, siteEntry, siteMembership } from './scope.js';
import { AlreadyApplied } from './source.js';

export type Membership = typeof subscriptions.$inferSelect;

/** The processor's membership id a notification must name. */
function membershipRefOf(n: Notification) {
  if (!n.membershipRef)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'purchaseid' : 'ets_member_idx');
  return n.membershipRef;
}

/**
 * A renewal's or a declined renewal's questions in one query: whether its transaction is in the site's ledger
 * already, and its membership's subscription (locked until the transaction ends) with its plan.
 */
export async function lockRenewal(
  tx: Executor,
  n: Notification,
  siteId: number,
): Promise<{ membership: Membership; plan: Plan | null }> {
  const membershipRef = membershipRefOf(n);
  const [row] = await runPrepared(
    tx
      .select({
        applied: appliedIn({ siteId, processor: n.processor, ref: n.ref }),
        membership: subscriptions,
        plan: plans,
      })
      .from(subscriptions)
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .where(siteMembership({ siteId, processor: n.processor, ref: membershipRef }))
      .for('update', { of: subscriptions }),
  );
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_subscription', membershipRef);
  return row;
}

/** The site's subscription of a membership id, locked until the transaction ends. */
export async function lockMembership(tx: Executor, n: Notification, siteId: number): Promise<Membership | undefined> {
  if (!n.membershipRef) return undefined;
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(siteMembership({ siteId, processor: n.processor, ref: n.membershipRef }))
    .for('update');
  return row;
}

/** The site's membership a notification must find; a failure when there is none. */
export async function requireMembership(tx: Executor, n: Notification, siteId: number): Promise<Membership> {
  const membershipRef = membershipRefOf(n);
  const row = await lockMembership(tx, n, siteId);
  if (!row) throw new LedgerFailure('unknown_subscription', membershipRef);
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

/**
 * What opens the subscription of a membership's first charge (written with the charge, `writeCharge`): the
 * membership id is required, and the machine's first move from nothing.
 */
export function openingOf(
  n: Notification,
  event: 'trial' | 'start',
  values: { planId: number; siteId: number; attribution: Attribution; paidThrough: Date },
): Opening {
  const membershipRef = membershipRefOf(n);
  const { memberId, channelId, campaignId } = values.attribution;
  const status = transition(null, event) as Opening['status'];
  return { ...values, memberId, channelId, campaignId, membershipRef, status };
}

/**
 * Why a first charge could not open its membership's subscription (the site has one): the same notification
 * applied by a concurrent delivery (whose insert it waited for), a duplicate; otherwise not a first charge after
 * all.
 */
export async function openingRefused(tx: Executor, n: Notification, siteId: number, event: 'trial' | 'start') {
  const [applied] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(siteEntry({ siteId, processor: n.processor, ref: n.ref }));
  if (applied) return new AlreadyApplied();
  return new LedgerFailure('transition', `${(await lockMembership(tx, n, siteId))?.status ?? 'none'}:${event}`);
}
