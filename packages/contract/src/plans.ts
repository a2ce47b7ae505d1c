/**
 * Plans: what a member can buy, of one `type`:
 * - `subscription`: an optional initial period (count, unit, original price; a discount price optional), then
 *   the recurring period, which it needs (count, unit and original price; a discount price optional);
 * - `one_time`: access for `once_count` `once_unit`s at `once_price`, all three needed;
 * - `coins`: a coin pack of `coins` at `once_price`, both needed.
 * A missing value the type needs is a 422 `msg.plan.neededForType` on that field; values of another type's
 * fields are cleared when the plan is saved, so a plan never carries prices it does not sell at. A discount
 * price above its original price is refused.
 *
 * Prices are decimal strings in the plan's `currency` (USD unless set). The processor ids (`segpay_id`,
 * `epoch_id`, `epoch_ti_id`, `nats_id`, `xsale_id`) tie the plan to each processor's price point; Segpay's
 * and Epoch's are unique. `subscribers` counts the members with a `trial` or `active` subscription of the plan.
 *
 * There is no delete (the spec names none, and orders and subscriptions keep their plan): a plan taken off
 * sale is hidden from the member site with `show: false`.
 */
import { z } from 'zod';
import { PERIOD_UNITS, PLAN_TYPES } from './choices.js';
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, flagFilter } from './filters.js';
import { currencyCode, moneyAmount, moneyText } from './money.js';
import { optionalText, requiredText } from './text.js';

export type PlanType = (typeof PLAN_TYPES)[number];
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** The price fields of a plan, each in the plan's currency. */
export const PLAN_PRICES = [
  'once_price',
  'initial_original_price',
  'initial_discount_price',
  'recurring_original_price',
  'recurring_discount_price',
] as const;

/** The fields each type uses (besides name, title, flags, sort and processor ids); the others are cleared. */
export const PLAN_TYPE_FIELDS = {
  subscription: [
    'initial_count',
    'initial_unit',
    'initial_original_price',
    'initial_discount_price',
    'recurring_count',
    'recurring_unit',
    'recurring_original_price',
    'recurring_discount_price',
  ],
  one_time: ['once_price', 'once_count', 'once_unit'],
  coins: ['coins', 'once_price'],
} as const satisfies Record<PlanType, readonly string[]>;

/** What each type needs. */
export const PLAN_TYPE_NEEDS = {
  subscription: ['recurring_count', 'recurring_unit', 'recurring_original_price'],
  one_time: ['once_price', 'once_count', 'once_unit'],
  coins: ['coins', 'once_price'],
} as const satisfies Record<PlanType, readonly string[]>;

const price = () => moneyAmount.nullable();

export const plan = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  title_cn: z.string().nullable(),
  type: z.enum(PLAN_TYPES),
  /** ISO 4217; every price of the plan is in it. */
  currency: z.string(),
  once_price: price(),
  once_count: z.number().int().nullable(),
  once_unit: z.enum(PERIOD_UNITS).nullable(),
  coins: z.number().int().nullable(),
  initial_count: z.number().int().nullable(),
  initial_unit: z.enum(PERIOD_UNITS).nullable(),
  initial_original_price: price(),
  initial_discount_price: price(),
  recurring_count: z.number().int().nullable(),
  recurring_unit: z.enum(PERIOD_UNITS).nullable(),
  recurring_original_price: price(),
  recurring_discount_price: price(),
  downloadable: z.boolean(),
  /** Offered on the member site. */
  show: z.boolean(),
  is_best: z.boolean(),
  /** Display order on the site: smaller first. */
  sort: z.number().int(),
  segpay_id: z.string().nullable(),
  epoch_id: z.string().nullable(),
  epoch_ti_id: z.string().nullable(),
  nats_id: z.string().nullable(),
  xsale_id: z.string().nullable(),
  /** Members with a `trial` or `active` subscription of this plan. */
  subscribers: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Plan = z.infer<typeof plan>;

const count = () => z.number().int().min(1).max(10_000).nullish();
const unit = () => z.enum(PERIOD_UNITS).nullish();
const processorId = () => optionalText(64);

const planFields = {
  name: requiredText(64),
  title: requiredText(128),
  title_cn: optionalText(128),
  type: z.enum(PLAN_TYPES),
  currency: currencyCode(),
  once_price: moneyText().nullish(),
  once_count: count(),
  once_unit: unit(),
  coins: z.number().int().min(1).max(10_000_000).nullish(),
  initial_count: count(),
  initial_unit: unit(),
  initial_original_price: moneyText().nullish(),
  initial_discount_price: moneyText().nullish(),
  recurring_count: count(),
  recurring_unit: unit(),
  recurring_original_price: moneyText().nullish(),
  recurring_discount_price: moneyText().nullish(),
  downloadable: z.boolean(),
  show: z.boolean(),
  is_best: z.boolean(),
  sort: z.number().int().min(0).max(1_000_000),
  segpay_id: processorId(),
  epoch_id: processorId(),
  epoch_ti_id: processorId(),
  nats_id: processorId(),
  xsale_id: processorId(),
};
export const planCreate = z.strictObject({
  ...planFields,
  currency: planFields.currency.default('USD'),
  downloadable: planFields.downloadable.default(false),
  show: planFields.show.default(true),
  is_best: planFields.is_best.default(false),
  sort: planFields.sort.default(0),
});
export const planUpdate = z.strictObject(planFields).partial();
export type PlanCreate = z.infer<typeof planCreate>;

export const planFilters = filters({ type: enumFilter(PLAN_TYPES), show: flagFilter() });
export const planListQuery = listQuery.extend({
  ...planFilters.query,
  sort: sortParam(['id', 'name', 'sort', 'type', 'created_at']),
});
export const planPage = pageOf(plan);

/** The columns of `plans.csv` (`GET /plans/exportCsv`), in order. */
export const PLAN_EXPORT_FIELDS = [
  'id',
  'name',
  'title',
  'title_cn',
  'type',
  'currency',
  'once_price',
  'once_count',
  'once_unit',
  'coins',
  'initial_count',
  'initial_unit',
  'initial_original_price',
  'initial_discount_price',
  'recurring_count',
  'recurring_unit',
  'recurring_original_price',
  'recurring_discount_price',
  'downloadable',
  'show',
  'is_best',
  'sort',
  'segpay_id',
  'epoch_id',
  'epoch_ti_id',
  'nats_id',
  'xsale_id',
  'subscribers',
  'created_at',
] as const;
