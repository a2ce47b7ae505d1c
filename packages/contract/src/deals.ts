/**
 * Deals: a time-boxed special price of one plan, shown on the site: `price` in the plan's currency (answered
 * as `currency`, copied from the plan when the deal is saved), from `starts_at` to `ends_at` (later), `active`
 * or not. Two active deals of one plan never overlap in time: a create or edit that would make them is a 422
 * `msg.dealOverlap` on `starts_at` naming the other deal.
 */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { filters, flagFilter, idFilter } from './filters.js';
import { moneyAmount, moneyText } from './money.js';

export const deal = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_title: z.string(),
  price: moneyAmount,
  /** The plan's currency when the deal was saved. */
  currency: z.string(),
  starts_at: instant,
  ends_at: instant,
  active: z.boolean(),
  created_at: instant,
  updated_at: instant,
});
export type Deal = z.infer<typeof deal>;

const dealFields = {
  plan_id: idSchema,
  price: moneyText(),
  starts_at: instant,
  ends_at: instant,
  active: z.boolean(),
};
export const dealCreate = z.strictObject({ ...dealFields, active: dealFields.active.default(true) });
export const dealUpdate = z.strictObject(dealFields).partial();

export const dealFilters = filters({ plan_id: idFilter(), active: flagFilter() });
export const dealListQuery = listQuery.extend({
  ...dealFilters.query,
  sort: sortParam(['id', 'starts_at', 'ends_at', 'created_at']),
});
export const dealPage = pageOf(deal);
