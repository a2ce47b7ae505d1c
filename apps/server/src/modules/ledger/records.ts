/**
 * What applying a notification reads besides subscriptions: its member, its plan, its ledger entry (`writes.ts`
 * writes them).
 */
import { sql } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { statement } from '../../db/prepared.js';
import { transactions } from '../../db/schema/index.js';
import { joinedPlan, type Plan, planAtPricePoint } from '../plans/read.js';
import { memberNamedInSite } from '../users/read.js';
import { LedgerFailure, type Notification } from './notification.js';
import { appliedIn, type SiteRef, siteEntry } from './scope.js';
import { AlreadyApplied } from './source.js';

export type { Plan };
export type Attribution = { memberId: number; channelId: number | null; campaignId: number | null };

/**
 * A processor's price point as a plan may name it: the plan's id at that processor, whole (`ref`), or the price
 * point part of Segpay's `package:price point` etickets (`pricePoint`).
 */
function pricePointOf(processor: Processor, ref: string | undefined) {
  if (!ref) throw new LedgerFailure('missing_field', processor === 'segpay' ? 'eticketid' : 'ets_pi_code');
  const pricePoint = ref.includes(':') ? ref.slice(ref.indexOf(':') + 1) : ref;
  return { ref, pricePoint };
}

/** The plan a processor's price point names, an exact match first. */
export async function planOf(tx: Executor, processor: Processor, ref: string | undefined): Promise<Plan> {
  const point = pricePointOf(processor, ref);
  const plan = await planAtPricePoint(tx, processor, point.ref, point.pricePoint);
  if (!plan) throw new LedgerFailure('unknown_plan', point.ref);
  return plan;
}

type BuyerValues = { site: number; ref: string; name: string; planRef: string; pricePoint: string };
type BuyerRow = Record<string, unknown> & Attribution & { applied: boolean };
const bound = sql.placeholder;

/**
 * `buyerOf`'s statement for one processor's price points and one way of naming the member (first charges come
 * by the hundred a second: its text is built once, not at every call).
 */
function buyerStatement(processor: Processor, by: 'username' | 'email') {
  const plan = joinedPlan.byPricePoint(processor, bound('planRef'), bound('pricePoint'));
  return statement<BuyerValues>(
    () => sql`select ${appliedIn({ siteId: bound('site'), processor, ref: bound('ref') })} as applied,
        m."memberId", m."channelId", m."campaignId", ${joinedPlan.columns()}
      from ${memberNamedInSite(by, bound('name'), bound('site'))} m ${plan.join}
      order by ${plan.exactFirst} limit 1`,
  );
}
const BUYER_STATEMENTS: Record<Processor, Record<'username' | 'email', ReturnType<typeof buyerStatement>>> = {
  segpay: { username: buyerStatement('segpay', 'username'), email: buyerStatement('segpay', 'email') },
  epoch: { username: buyerStatement('epoch', 'username'), email: buyerStatement('epoch', 'email') },
};

/**
 * A first charge's three questions in one query: whether its transaction is in the site's ledger already, the
 * site's member it names — by username, else by e-mail, either whatever the case; another site's member is
 * unknown — and the plan of its price point (null when none has it).
 */
export async function buyerOf(
  tx: Executor,
  n: Notification,
  siteId: number,
): Promise<{ attribution: Attribution; plan: Plan | null }> {
  const { username, email } = n.member;
  const name = username ?? email;
  if (!name) throw new LedgerFailure('missing_field', 'username');
  const point = pricePointOf(n.processor, n.planRef);
  const [row] = await BUYER_STATEMENTS[n.processor][username ? 'username' : 'email']<BuyerRow>(tx, {
    site: siteId,
    ref: n.ref,
    name,
    planRef: point.ref,
    pricePoint: point.pricePoint,
  });
  if (row?.applied) throw new AlreadyApplied();
  if (!row) throw new LedgerFailure('unknown_member', name);
  const { memberId, channelId, campaignId } = row;
  return { attribution: { memberId, channelId, campaignId }, plan: joinedPlan.row(row) };
}

/** The site's ledger entry of a processor's transaction id, if there is one. */
export async function entryOf(tx: Executor, key: SiteRef, lock = false) {
  const query = tx.select().from(transactions).where(siteEntry(key));
  const [entry] = await (lock ? query.for('update') : query);
  return entry;
}
