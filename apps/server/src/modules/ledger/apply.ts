/**
 * Applying a notification: all of it, or nothing (a savepoint, or the caller's whole transaction). Its ledger
 * entry, order, subscription move and coins are written together; a notification whose transaction id is
 * already applied changes nothing (`duplicate`); one that cannot apply throws a `LedgerFailure` (its reason),
 * after the savepoint is rolled back.
 */
import type { Executor } from '../../db/client.js';
import { applyCharge, applyDecline } from './charges.js';
import { moveMembership, requireMembership, stateMove } from './membership.js';
import type { Notification } from './notification.js';
import { applyExtension } from './extension.js';
import { applyReversal } from './reversals.js';
import { AlreadyApplied, type Applying, type Source } from './source.js';

export type Outcome = { status: 'processed' | 'duplicate'; transactionId: number | null };

/**
 * A cancellation, expiry or reactivation: the subscription moves, unless a newer notification set its state
 * (`stateMove`); nothing is written to the ledger.
 */
async function applyStatusEvent(
  tx: Executor,
  n: Notification,
  kind: 'cancel' | 'expire' | 'reactivate',
  source: Applying,
) {
  const membership = await requireMembership(tx, n, source.siteId);
  if (await source.appliedBefore()) throw new AlreadyApplied();
  await moveMembership(tx, membership, stateMove(membership, kind, n.occurredAt));
  return null;
}

async function dispatch(tx: Executor, n: Notification, source: Applying) {
  const { event } = n;
  switch (event.kind) {
    case 'none':
      return null;
    case 'cancel':
    case 'expire':
    case 'reactivate':
      return applyStatusEvent(tx, n, event.kind, source);
    case 'extend':
      return applyExtension(tx, n, event.days, source);
  }
  // Each asks whether it is applied with its other questions (`buyerOf`, `lockRenewal`, the reversed charge's lock).
  if (event.kind === 'charge') return applyCharge(tx, n, event.stage, source);
  if (event.kind === 'decline') return applyDecline(tx, n, event.stage, source);
  return applyReversal(tx, n, event, source);
}

/**
 * Applying notifications; each entry counted in the analytics rollups of `countedIn` (the reporting time zone) by
 * the statement that writes it, or by none (null: the rollups' upkeep is off).
 */
export function ledgerApply(countedIn: string | null) {
  /**
   * Applies a notification in the caller's transaction; throws `AlreadyApplied` or a `LedgerFailure` having
   * perhaps written part of it: the caller rolls its transaction back (the intake stores the outcome afresh).
   */
  async function applyWithin(tx: Executor, n: Notification, source: Source): Promise<Outcome> {
    const entry = await dispatch(tx, n, { ...source, countedIn });
    return { status: 'processed', transactionId: entry?.id ?? null };
  }

  /** Applies a notification in a savepoint of the caller's transaction: all of it, or nothing and an outcome. */
  async function applyNotification(tx: Executor, n: Notification, source: Source): Promise<Outcome> {
    try {
      return await tx.transaction((savepoint) => applyWithin(savepoint, n, source));
    } catch (error) {
      if (error instanceof AlreadyApplied) return { status: 'duplicate', transactionId: null };
      throw error;
    }
  }
  return { applyWithin, applyNotification };
}
