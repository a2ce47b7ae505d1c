/**
 * Refunds, chargebacks and voids: each points to the charge it takes back and never takes back more than it
 * (all its reversals together); a coin pack's coins are clawed back (what the member has left of them). One
 * whose charge is not in the site's ledger yet is `AwaitingOriginal` (the postbacks module parks it and applies
 * it when the charge is booked).
 *
 * Whether the charge's subscription ends (`endsAccessOf`), at the reversal's transaction time unless a newer
 * notification set its state: on a chargeback, on a void (the charge never settled: nothing was paid), and on
 * a refund only when it was "refund and end access" — a refund alone does not end access. The processors'
 * documentation gives a refund no such flag of its own, so:
 * - Segpay: a credit (`trantype=credit`) is a refund that keeps access; one sent with `action=Disable` ends it
 *   (`endsAccess`), and a refund followed by Segpay's own `Disable` notification ends access through the
 *   Disable (the processor's expiry, `apply.ts`).
 * - Epoch: a C (credit) never ends access by itself; the separate cancellation Epoch sends with a refund and
 *   end of access does (as every cancellation or expiry notification does).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_TYPES } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { coinEntries, transactions } from '../../db/schema/index.js';
import { clawBack } from './coins.js';
import { endAccess } from './membership.js';
import { AwaitingOriginal, LedgerFailure, type Notification } from './notification.js';
import { entryOf } from './records.js';
import { writeEntry } from './writes.js';
import { AlreadyApplied, type Applying } from './source.js';

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

/** Whether a reversal ends its charge's subscription (see above). */
export const endsAccessOf = (event: Reversal) => event.type !== 'refund' || event.endsAccess === true;

export async function applyReversal(tx: Executor, n: Notification, event: Reversal, source: Applying) {
  // The charge in the notifying site's ledger: another site's is not found.
  const original = await entryOf(tx, { siteId: source.siteId, processor: n.processor, ref: event.originalRef }, true);
  if (!original) throw new AwaitingOriginal(event.originalRef);
  if (!(ORDER_TYPES as readonly string[]).includes(original.type))
    throw new LedgerFailure('original_not_found', event.originalRef);
  // Asked once the charge is locked: a concurrent delivery of the same reversal has committed by then.
  if (await entryOf(tx, { siteId: source.siteId, processor: n.processor, ref: n.ref })) throw new AlreadyApplied();
  if (n.amount !== undefined && n.currency !== original.currency)
    throw new LedgerFailure('bad_amount', `${n.currency}≠${original.currency}`);
  const reversed = await reversedOf(tx, original.id);
  const amount = n.amount ?? original.amount - reversed;
  if (amount <= 0 || reversed + amount > original.amount)
    throw new LedgerFailure('over_reversal', `${reversed + amount}>${original.amount}`);

  if (original.subscriptionId !== null && endsAccessOf(event))
    await endAccess(tx, original.subscriptionId, n.occurredAt);
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
