/**
 * An extension of a membership (staff's `extend` through the processor, confirmed by its notification): access
 * and the next rebill move `days` later — `paid_through` from itself (or from the notification's time when it
 * has none), and a trial's end with it. It leaves the state as it is, and is allowed while the subscription
 * still gives access or will (trial, active, past due, cancelled); an expired one is a failure
 * (`transition:expired:extend`). Nothing is written to the ledger: no money moved.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';
import { requireMembership } from './membership.js';
import { LedgerFailure, type Notification } from './notification.js';
import { AlreadyApplied, type Applying } from './source.js';

const EXTENDABLE = new Set(['trial', 'active', 'past_due', 'cancelled']);
const DAY_MS = 86_400_000;

export async function applyExtension(tx: Executor, n: Notification, days: number, source: Applying) {
  const membership = await requireMembership(tx, n, source.siteId);
  if (await source.appliedBefore()) throw new AlreadyApplied();
  if (!EXTENDABLE.has(membership.status)) throw new LedgerFailure('transition', `${membership.status}:extend`);
  const later = (at: Date) => new Date(at.getTime() + days * DAY_MS);
  await tx
    .update(subscriptions)
    .set({
      paidThrough: later(membership.paidThrough ?? n.occurredAt),
      trialEndsAt:
        membership.status === 'trial' && membership.trialEndsAt
          ? later(membership.trialEndsAt)
          : membership.trialEndsAt,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, membership.id));
  return null;
}
