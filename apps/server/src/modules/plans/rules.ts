/**
 * A plan's values as saved: the body merged over the stored plan, checked against what its type needs
 * (`PLAN_TYPE_NEEDS`, an initial period whole or absent, a discount price not above its original, shown only with
 * a processor's price point), the fields
 * of other types cleared, and the prices turned into minor units of the plan's currency.
 */
import { eq } from 'drizzle-orm';
import { camelKey, PLAN_PRICES, PLAN_TYPE_FIELDS, PLAN_TYPE_NEEDS, type PlanType } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { plans } from '../../db/schema/index.js';
import { type FieldErrors, invalid } from '../../platform/errors.js';
import { moneyTexts, toMinorValues } from '../../platform/money.js';

type Values = Record<string, unknown>;

const TYPED = [...new Set(Object.values(PLAN_TYPE_FIELDS).flat())];
const INITIAL = ['initial_count', 'initial_unit', 'initial_original_price'] as const;
const DISCOUNTS = [
  ['initial_discount_price', 'initial_original_price'],
  ['recurring_discount_price', 'recurring_original_price'],
] as const;

const isSet = (plan: Values, field: string) => plan[camelKey(field)] !== null && plan[camelKey(field)] !== undefined;

/** Field messages of a merged plan (prices still as texts, minor units compared below). */
function typeProblems(plan: Values): FieldErrors {
  const type = plan.type as PlanType;
  const errors: FieldErrors = {};
  for (const field of PLAN_TYPE_NEEDS[type]) if (!isSet(plan, field)) errors[field] = ['msg.plan.neededForType'];
  if (type === 'subscription' && INITIAL.some((f) => isSet(plan, f))) {
    for (const field of INITIAL) if (!isSet(plan, field)) errors[field] = ['msg.plan.initialIncomplete'];
  }
  // Shown on the site only once a processor sells it: a member could not buy it otherwise.
  if (plan.show === true && !isSet(plan, 'segpay_id') && !isSet(plan, 'epoch_id'))
    errors.show = ['msg.plan.showNeedsPricePoint'];
  // An archived plan is never shown: restore it first.
  else if (plan.show === true && plan.status === 'archived') errors.show = ['msg.plan.archived'];
  return errors;
}

/** The plan's values to write (by property name), from the body's and the stored plan's; 422 when they break a rule. */
export async function planValues(values: Values, tx: Executor, id?: number): Promise<{ values: Values }> {
  const [stored] = id ? await tx.select().from(plans).where(eq(plans.id, id)).limit(1) : [];
  const before: Values = stored ? { ...stored, ...moneyTexts(stored, PLAN_PRICES, stored.currency) } : {};
  const plan: Values = { ...before, ...values };
  const type = plan.type as PlanType;
  const errors = typeProblems(plan);
  if (Object.keys(errors).length) throw invalid(errors);

  const own = new Set<string>(PLAN_TYPE_FIELDS[type]);
  for (const field of TYPED) if (!own.has(field)) plan[camelKey(field)] = null;
  const priced = toMinorValues(plan, PLAN_PRICES, String(plan.currency));
  for (const [discount, original] of DISCOUNTS) {
    const [d, o] = [priced[camelKey(discount)], priced[camelKey(original)]];
    if (typeof d === 'number' && typeof o === 'number' && d > o) errors[discount] = ['msg.plan.discountAboveOriginal'];
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const written: Values = { ...values };
  for (const field of [...TYPED, ...PLAN_PRICES]) written[camelKey(field)] = priced[camelKey(field)] ?? null;
  return { values: written };
}
