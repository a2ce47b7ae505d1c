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
 * A new plan is hidden from the member site (`show: false`) until staff show it, and only a plan a processor
 * sells (a `segpay_id` or an `epoch_id`) may be shown: else a 422 `msg.plan.showNeedsPricePoint` on `show`, on
 * the values as saved. There is no delete (the spec names none, and orders and subscriptions keep their plan).
 *
 * A plan is retired with `archive` (`archive-plans`; `restore`, `restore-plans`, brings it back, still hidden):
 * - it is hidden (`show: false`) and cannot be shown again while archived (422 on `show`); the plan list leaves
 *   archived plans out unless its `archived` filter asks for them (`1`; `0` or none: the plans on sale);
 * - it is never sold again: a processor's first charge of it (a new membership, one-time access or coin pack)
 *   is refused in the ledger as `failed: plan_archived` (the postback inbox shows it, replayable once the plan
 *   is restored), and an active deal of it is a 422 on `plan_id` (a promotion may still list it: it sells
 *   nothing alone). No member-site read serves plans yet (`/api/site/...`): one must offer only plans shown,
 *   which an archived plan never is;
 * - what was sold stays: its orders and subscriptions keep it in reports, and the renewals of existing
 *   subscriptions (conversions, rebills) and every reversal keep working, so no member loses what they pay for;
 *   staff end those at the processor if they must.
 */
import type { z } from 'zod';
import { PERIOD_UNITS, PLAN_STATUSES, PLAN_TYPES } from './choices.js';
import { enumFilter, filters, flagFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export type PlanType = (typeof PLAN_TYPES)[number];
export type PeriodUnit = (typeof PERIOD_UNITS)[number];
export type PlanStatus = (typeof PLAN_STATUSES)[number];

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

const count = () => field.integer(1, 10_000).nullable();
const unit = () => field.enumOf(PERIOD_UNITS).nullable();
const price = () => field.money().nullable();
const processorId = () => field.optionalText(64);

/** `archived`: the retired plans (`1`), or those on sale (`0`, and when absent). */
export const planFilters = filters({
  type: enumFilter(PLAN_TYPES),
  show: flagFilter(),
  archived: flagFilter({ absent: 0 }),
});

export const planManifest = manifest({
  resource: 'plans',
  fields: {
    id: field.id(),
    name: field.text(64).sortable().searched().unique(),
    title: field.text(128).searched(),
    title_cn: field.optionalText(128).searched(),
    type: field.enumOf(PLAN_TYPES).sortable(),
    /** On sale, or retired (`archive`/`restore`). */
    status: field.state(PLAN_STATUSES),
    /** ISO 4217; every price of the plan is in it. */
    currency: field.currency().default('USD'),
    once_price: price(),
    once_count: count(),
    once_unit: unit(),
    coins: field.integer(1, 10_000_000).nullable(),
    initial_count: count(),
    initial_unit: unit(),
    initial_original_price: price(),
    initial_discount_price: price(),
    recurring_count: count(),
    recurring_unit: unit(),
    recurring_original_price: price(),
    recurring_discount_price: price(),
    downloadable: field.flag().default(false),
    /** Offered on the member site: not until it is sold through a processor (see above). */
    show: field.flag().default(false),
    is_best: field.flag().default(false),
    /** Display order on the site: smaller first. */
    sort: field.integer(0, 1_000_000).default(0).sortable(),
    segpay_id: processorId().unique(),
    epoch_id: processorId().unique(),
    epoch_ti_id: processorId(),
    nats_id: processorId(),
    xsale_id: processorId(),
    /** Members with a `trial` or `active` subscription of this plan. */
    subscribers: field.count(),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'sort',
  filters: planFilters,
  transitions: {
    field: 'status',
    actions: {
      archive: { from: ['active'] },
      restore: { from: ['archived'] },
    },
  },
});
export const {
  entity: plan,
  create: planCreate,
  update: planUpdate,
  listQuery: planListQuery,
  page: planPage,
} = planManifest;
export type Plan = z.infer<typeof plan>;
export type PlanCreate = z.infer<typeof planCreate>;

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
