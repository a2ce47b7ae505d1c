/**
 * Refunds, chargebacks and voids: each points to the charge it takes back and never takes back more than it
 * (all its reversals together); the charge's subscription ends at once; a coin pack's coins are clawed back
 * (what the member has left of them).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_TYPES, type SubscriptionStatus } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { coinEntries, subscriptions, transactions } from '../../db/schema/index.js';
import { clawBack } from './coins.js';
import { datesOf, moveMembership, transition } from './membership.js';
import { LedgerFailure, type Notification } from './notification.js';
import { entryOf, writeEntry } from './records.js';
import { AlreadyApplied, type Source } from './source.js';

type Reversal = Extract<Notification['event'], { kind: 'reversal' }>;

/** What the earlier reversals of a charge took back. */
async function reversedOf(tx: Executor, originalId: number) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(eq(transactions.originalId, originalId));
  return Number(row?.total ?? 0);
}

/** The coins a pack's charge bought, unless an earlier reversal of it clawed them back already. */
async function coinsToClawBack(tx: Executor, originalId: number) {
  const [bought] = await tx
    .select({ coins: coinEntries.coins })
    .from(coinEntries)
    .where(and(eq(coinEntries.transactionId, originalId), eq(coinEntries.kind, 'purchase')));
  if (!bought) return 0;
  const reversals = tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.originalId, originalId));
  const [clawed] = await tx
    .select({ id: coinEntries.id })
    .from(coinEntries)
    .where(and(eq(coinEntries.kind, 'clawback'), inArray(coinEntries.transactionId, reversals)))
    .limit(1);
  return clawed ? 0 : bought.coins;
}

export async function applyReversal(tx: Executor, n: Notification, event: Reversal, source: Source) {
  // The charge in the notifying site's ledger: another site's is not found.
  const original = await entryOf(tx, { siteId: source.siteId, processor: n.processor, ref: event.originalRef }, true);
  if (!original || !(ORDER_TYPES as readonly string[]).includes(original.type))
    throw new LedgerFailure('original_not_found', event.originalRef);
  // Asked once the charge is locked: a concurrent delivery of the same reversal has committed by then.
  if (await entryOf(tx, { siteId: source.siteId, processor: n.processor, ref: n.ref })) throw new AlreadyApplied();
  if (n.amount !== undefined && n.currency !== original.currency)
    throw new LedgerFailure('bad_amount', `${n.currency}≠${original.currency}`);
  const reversed = await reversedOf(tx, original.id);
  const amount = n.amount ?? original.amount - reversed;
  if (amount <= 0 || reversed + amount > original.amount)
    throw new LedgerFailure('over_reversal', `${reversed + amount}>${original.amount}`);

  if (original.subscriptionId !== null) {
    const [membership] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, original.subscriptionId))
      .for('update');
    if (membership) {
      const status = transition(membership.status as SubscriptionStatus, 'reverse');
      await moveMembership(tx, membership, { status, ...datesOf(status, n.occurredAt, membership) });
    }
  }
  const entry = await writeEntry(tx, { ...n, currency: original.currency }, source, {
    type: event.type,
    amount,
    attribution: original.memberId === null ? null : { ...original, memberId: original.memberId },
    subscriptionId: original.subscriptionId,
    planId: original.planId,
    originalId: original.id,
  });
  if (!entry) throw new AlreadyApplied();
  const coins = original.type === 'coins' && original.memberId !== null ? await coinsToClawBack(tx, original.id) : 0;
  if (coins > 0) {
    await clawBack(tx, original.memberId!, coins, {
      gateway: n.processor,
      transactionId: entry.id,
      reason: `${event.type} of ${original.processorRef}`,
    });
  }
  return entry;
}
