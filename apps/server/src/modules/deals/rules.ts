/**
 * A deal's values as saved: the body merged over the stored deal; the plan locked (so two deals of one plan
 * are checked one after the other), its currency copied, the price turned into its minor units, the window
 * checked, and an overlapping active deal of the same plan refused (422 on `starts_at`), as is an active deal of
 * an archived plan (422 on `plan_id`).
 */
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deals } from '../../db/schema/index.js';
import { invalid } from '../../platform/errors.js';
import { moneyTexts, toMinorValues } from '../../platform/money.js';
import { lockedPlan } from '../plans/read.js';

type Values = Record<string, unknown>;

export async function dealValues(values: Values, tx: Executor, id?: number): Promise<{ values: Values }> {
  const [stored] = id ? await tx.select().from(deals).where(eq(deals.id, id)).limit(1) : [];
  const deal: Values = {
    ...(stored ? { ...stored, ...moneyTexts(stored, ['price'], stored.currency) } : {}),
    ...values,
  };
  const planId = deal.planId as number;
  const plan = await lockedPlan(tx, planId);
  if (!plan) throw invalid({ plan_id: ['msg.notFoundRef'] });
  // An archived plan is sold no more: no active deal of it (one may still be switched off or corrected).
  if (plan.status === 'archived' && deal.active) throw invalid({ plan_id: ['msg.plan.archived'] });
  const { currency } = plan;
  const [start, end] = [new Date(deal.startsAt as string), new Date(deal.endsAt as string)];
  if (end <= start) throw invalid({ ends_at: ['msg.endBeforeStart'] });
  if (deal.active) {
    const [other] = await tx
      .select({ id: deals.id })
      .from(deals)
      .where(
        and(
          eq(deals.planId, planId),
          eq(deals.active, true),
          lt(deals.startsAt, end),
          gt(deals.endsAt, start),
          id ? ne(deals.id, id) : undefined,
        ),
      )
      .orderBy(sql`${deals.startsAt}`)
      .limit(1);
    if (other) throw invalid({ starts_at: [{ key: 'msg.dealOverlap', params: { id: other.id } }] });
  }
  const priced = toMinorValues({ price: deal.price }, ['price'], currency);
  return { values: { ...values, price: priced.price, currency } };
}
