/**
 * Charges and declines. A membership's first charge opens its subscription (a trial, or active); a coin pack
 * opens none and credits its coins; a conversion or rebill moves the subscription on and extends its access.
 * Every successful charge of money is an order; a free trial (0) is a ledger entry without one.
 */
import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { plans } from '../../db/schema/index.js';
import { addCoins } from './coins.js';
import { datesOf, moveMembership, openMembership, requireMembership, transition } from './membership.js';
import { type ChargeStage, LedgerFailure, type Notification } from './notification.js';
import { addPeriod, periodFor, startsWithTrial } from './periods.js';
import { type Attribution, memberOf, type Plan, planOf, writeCharge, writeEntry } from './records.js';
import { AlreadyApplied, type Source } from './source.js';

const amountOf = (n: Notification) => {
  if (n.amount === undefined)
    throw new LedgerFailure('missing_field', n.processor === 'segpay' ? 'price' : 'ets_transaction_amount');
  return n.amount;
};

async function planById(tx: Executor, n: Notification, id: number | null): Promise<Plan> {
  if (id === null) return planOf(tx, n.processor, n.planRef);
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id));
  return plan ?? planOf(tx, n.processor, n.planRef);
}

/** The first charge of a membership, or a coin pack. */
async function firstCharge(tx: Executor, n: Notification, stage: ChargeStage, source: Source) {
  const amount = amountOf(n);
  const attribution = await memberOf(tx, n);
  const plan = await planOf(tx, n.processor, n.planRef);
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
  const membership = await openMembership(tx, n, {
    event: trial ? 'trial' : 'start',
    planId: plan.id,
    siteId: source.siteId,
    attribution,
    paidThrough: addPeriod(n.occurredAt, periodFor(plan, 'initial')),
  });
  const type = plan.type === 'one_time' ? 'one_time' : trial ? 'trial' : 'initial';
  return writeCharge(tx, n, source, { type, amount, attribution, subscriptionId: membership.id, planId: plan.id });
}

/** A conversion or rebill of an existing membership. */
async function renewal(tx: Executor, n: Notification, stage: 'conversion' | 'rebill', source: Source) {
  const amount = amountOf(n);
  const membership = await requireMembership(tx, n);
  const status = transition(membership.status as SubscriptionStatus, stage === 'conversion' ? 'convert' : 'rebill');
  const plan = await planById(tx, n, membership.planId);
  const from = Math.max(membership.paidThrough?.getTime() ?? 0, n.occurredAt.getTime());
  const attribution: Attribution = membership;
  const entry = await writeCharge(tx, n, source, {
    type: stage,
    amount,
    attribution,
    subscriptionId: membership.id,
    planId: plan.id,
  });
  await moveMembership(tx, membership, {
    status,
    paidThrough: addPeriod(new Date(from), periodFor(plan, 'renewal')),
    ...datesOf(status, n.occurredAt),
  });
  return entry;
}

export function applyCharge(tx: Executor, n: Notification, stage: ChargeStage, source: Source) {
  return stage === 'initial' || stage === 'trial' ? firstCharge(tx, n, stage, source) : renewal(tx, n, stage, source);
}

/** A declined charge: a first one is only recorded; a declined renewal moves its subscription (past due, or ended). */
export async function applyDecline(tx: Executor, n: Notification, stage: ChargeStage, source: Source) {
  const amount = n.amount ?? 0;
  if (stage === 'initial' || stage === 'trial') {
    const attribution = await memberOf(tx, n);
    const plan = await planOf(tx, n.processor, n.planRef).catch(() => null);
    const entry = await writeEntry(tx, n, source, { type: 'decline', amount, attribution, planId: plan?.id });
    if (!entry) throw new AlreadyApplied();
    return entry;
  }
  const membership = await requireMembership(tx, n);
  const status = transition(membership.status as SubscriptionStatus, 'decline');
  const entry = await writeEntry(tx, n, source, {
    type: 'decline',
    amount,
    attribution: membership,
    subscriptionId: membership.id,
    planId: membership.planId,
  });
  if (!entry) throw new AlreadyApplied();
  await moveMembership(tx, membership, { status, ...datesOf(status, n.occurredAt, membership) });
  return entry;
}
