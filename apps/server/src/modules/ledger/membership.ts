/**
 * Subscriptions as notifications move them: found and locked by the processor's membership id in the notifying
 * site's subscriptions (`scope.ts`), moved only
 * along the contract's machine (`nextSubscriptionStatus`); a move it does not allow is a failure that leaves
 * everything as it was.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import {
  nextSubscriptionStatus,
  type Processor,
  type SubscriptionEvent,
  type SubscriptionStatus,
} from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { statement, tableColumns, tableRow } from '../../db/prepared.js';
import { subscriptions, transactions } from '../../db/schema/index.js';
import { joinedPlan } from '../plans/read.js';
import { LedgerFailure, type Notification } from './notification.js';
import type { Attribution, Plan } from './records.js';
import type { Opening } from './writes.js';
import { appliedIn, siteEntry, siteMembership } from './scope.js';
import { AlreadyApplied } from './source.js';

export type Membership = typeof subscriptions.$inferSelect;

/** The processor's membership id a notification must name. */
function membershipRefOf(n: Notification) {
  if (!n.membershipRef)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'purchaseid' : 'ets_member_idx');
  return n.membershipRef;
}

type RenewalValues = { site: number; processor: Processor; ref: string; membership: string };
const bound = sql.placeholder;

/** `lockRenewal`'s statement: rebills come by the hundred a second, so its text is built once. */
const renewalStatement = statement<RenewalValues>(
  () => sql`select ${appliedIn({ siteId: bound('site'), processor: bound('processor'), ref: bound('ref') })} as applied,
      ${tableColumns(subscriptions)}, ${joinedPlan.columns()}
    from ${subscriptions} ${joinedPlan.byId(subscriptions.planId)}
    where ${siteMembership({ siteId: bound('site'), processor: bound('processor'), ref: bound('membership') })}
    for update of ${subscriptions}`,
);

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
  const [row] = await renewalStatement<Record<string, unknown> & { applied: boolean }>(tx, {
    site: siteId,
    processor: n.processor,
    ref: n.ref,
    membership: membershipRef,
  });
  if (row?.applied) throw new AlreadyApplied();
  const membership = row && tableRow(subscriptions, row);
  if (!membership) throw new LedgerFailure('unknown_subscription', membershipRef);
  return { membership, plan: joinedPlan.row(row) };
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

/** A move of a subscription's state: the columns it sets (none: the notification is older than the state). */
export type StateMove = Partial<Pick<Membership, 'status' | 'stateAt' | 'cancelledAt' | 'endedAt'>>;

/**
 * What a notification of transaction time `at` does to a locked subscription's state: the machine's move from
 * its state when the notification is not older than the one that set it (`state_at`; a tie goes to the later
 * arrival), and nothing when it is older — that one is still recorded (its ledger entry, its postback), but it
 * never overrides a newer state, so the state is what the notifications say in transaction-time order whatever
 * order they arrive in. Asked before anything is written: a move the machine does not allow is a failure.
 * The row is locked and read in the caller's transaction, so comparing here is the update's condition.
 */
export function stateMove(row: Membership, event: SubscriptionEvent, at: Date): StateMove {
  if (at.getTime() < row.stateAt.getTime()) return {};
  const status = transition(row.status as SubscriptionStatus, event);
  return { status, stateAt: at, ...datesOf(status, at, row) };
}

/**
 * Moves a locked subscription: its state (`stateMove`) and, for a charge, its access to `paidThrough` when that
 * is later than what it has. A charge buys its period from its own transaction time, and access lasts until the
 * latest of them: an older charge arriving late never moves `paid_through` backwards, a later one extends it,
 * and the result is the same whatever order the charges arrive in. Nothing to move: no statement.
 */
export async function moveMembership(tx: Executor, row: Membership, move: StateMove, paidThrough?: Date) {
  const later = paidThrough && (!row.paidThrough || paidThrough > row.paidThrough);
  const values: Partial<Membership> = later ? { ...move, paidThrough } : move;
  if (Object.keys(values).length === 0) return;
  await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
}

/**
 * Ends the subscription of a reversed charge at `at` (the machine's `reverse`, allowed from every state) unless
 * a notification newer than `at` set its state: one conditional statement, the subscription unread.
 */
export async function endAccess(tx: Executor, subscriptionId: number, at: Date) {
  await tx
    .update(subscriptions)
    .set({
      status: 'expired',
      stateAt: at,
      endedAt: sql`coalesce(${subscriptions.endedAt}, ${at.toISOString()}::timestamptz)`,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, subscriptionId), lte(subscriptions.stateAt, at)));
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
