/**
 * Charges and declines. A membership's first charge opens its subscription (a trial, or active); a coin pack
 * opens none and credits its coins; a conversion or rebill moves the subscription on (unless a newer
 * notification set its state: `stateMove`) and extends its access (`moveMembership`).
 * Every successful charge of money is an order; a free trial (0) is a ledger entry without one. A first charge
 * of an archived plan is refused (`plan_archived`); its subscriptions' renewals are not.
 */
import type { Executor } from '../../db/client.js';
import { addCoins } from './coins.js';
import { lockRenewal, moveMembership, openingOf, openingRefused, stateMove } from './membership.js';
import { type ChargeStage, LedgerFailure, type Notification } from './notification.js';
import { addPeriod, periodFor, startsWithTrial } from './periods.js';
import { type Attribution, buyerOf, planOf } from './records.js';
import { writeCharge, writeEntry, writeOpeningCharge } from './writes.js';
import { AlreadyApplied, type Applying } from './source.js';

const amountOf = (n: Notification) => {
  if (n.amount === undefined)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'price' : 'ets_transaction_amount');
  return n.amount;
};

/** The first charge of a membership, or a coin pack. */
async function firstCharge(tx: Executor, n: Notification, stage: ChargeStage, source: Applying) {
  const amount = amountOf(n);
  const { attribution, plan } = await buyerOf(tx, n, source.siteId);
  if (!plan) throw new LedgerFailure('unknown_plan', n.planRef);
  // A retired plan is sold no more; renewals of what was sold go on (`renewal`).
  if (plan.status === 'archived') throw new LedgerFailure('plan_archived', n.planRef);
  if (plan.type === 'coins') {
    const entry = await writeCharge(tx, n, source, { type: 'coins', amount, attribution, planId: plan.id });
    if (plan.coins && plan.coins > 0)
      await addCoins(tx, attribution.memberId, 'purchase', plan.coins, {
        gateway: n.processor,
        transactionId: entry.id,
      });
    return entry;
  }
  const trial =
    plan.type === 'subscription' && (stage === 'trial' || (n.processor === 'segpay' && startsWithTrial(plan)));
  const event = trial ? 'trial' : 'start';
  const paidThrough = addPeriod(n.occurredAt, periodFor(plan, 'initial'));
  const opens = openingOf(n, event, { planId: plan.id, siteId: source.siteId, attribution, paidThrough });
  const type = plan.type === 'one_time' ? 'one_time' : trial ? 'trial' : 'initial';
  const entry = await writeOpeningCharge(tx, n, source, { type, amount, attribution, planId: plan.id }, opens);
  if (!entry) throw await openingRefused(tx, n, source.siteId, event);
  return entry;
}

/**
 * A conversion or rebill of an existing membership. Segpay names every membership's first rebill "Conversion":
 * only a trial's is a conversion; a membership that began paid is rebilled (its processor type keeps the name).
 */
async function renewal(tx: Executor, n: Notification, named: 'conversion' | 'rebill', source: Applying) {
  const amount = amountOf(n);
  const { membership, plan: itsPlan } = await lockRenewal(tx, n, source.siteId);
  const stage = named === 'conversion' && membership.trialEndsAt === null ? 'rebill' : named;
  const move = stateMove(membership, stage === 'conversion' ? 'convert' : 'rebill', n.occurredAt);
  // A plan deleted since: the price point the notification names.
  const plan = itsPlan ?? (await planOf(tx, n.processor, n.planRef));
  const attribution: Attribution = membership;
  const entry = await writeCharge(tx, n, source, {
    type: stage,
    amount,
    attribution,
    subscriptionId: membership.id,
    planId: plan.id,
  });
  await moveMembership(tx, membership, move, addPeriod(n.occurredAt, periodFor(plan, 'renewal')));
  return entry;
}

export function applyCharge(tx: Executor, n: Notification, stage: ChargeStage, source: Applying) {
  return stage === 'initial' || stage === 'trial' ? firstCharge(tx, n, stage, source) : renewal(tx, n, stage, source);
}

/**
 * A declined charge: a first one is only recorded; a declined renewal moves its subscription (past due, or
 * ended) unless a newer notification set its state — a decline arriving after the retry that went through is
 * recorded and changes nothing.
 */
export async function applyDecline(tx: Executor, n: Notification, stage: ChargeStage, source: Applying) {
  const amount = n.amount ?? 0;
  if (stage === 'initial' || stage === 'trial') {
    const { attribution, plan } = await buyerOf(tx, n, source.siteId);
    const entry = await writeEntry(tx, n, source, { type: 'decline', amount, attribution, planId: plan?.id });
    if (!entry) throw new AlreadyApplied();
    return entry;
  }
  const { membership } = await lockRenewal(tx, n, source.siteId);
  const move = stateMove(membership, 'decline', n.occurredAt);
  const entry = await writeEntry(tx, n, source, {
    type: 'decline',
    amount,
    attribution: membership,
    subscriptionId: membership.id,
    planId: membership.planId,
  });
  if (!entry) throw new AlreadyApplied();
  await moveMembership(tx, membership, move);
  return entry;
}
