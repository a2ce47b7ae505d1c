/**
 * Deals: a time-boxed special price of one plan, shown on the site: `price` in the plan's currency (answered
 * as `currency`, copied from the plan when the deal is saved), from `starts_at` to `ends_at` (later), `active`
 * or not. Two active deals of one plan never overlap in time: a create or edit that would make them is a 422
 * `msg.dealOverlap` on `starts_at` naming the other deal.
 */
import { z } from 'zod';
import { filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export const dealFilters = filters({ plan_id: idFilter(), active: flagFilter() });

export const dealManifest = manifest({
  resource: 'deals',
  fields: {
    id: field.id(),
    plan_id: field.reference('plans'),
    plan_name: field.answer(z.string()).searched(),
    plan_title: field.answer(z.string()).searched(),
    price: field.money(),
    /** The plan's currency when the deal was saved. */
    currency: field.answer(z.string()),
    starts_at: field.datetime().sortable(),
    ends_at: field.datetime().sortable(),
    active: field.flag().default(true),
    ...field.timestamps(),
  },
  nameField: 'plan_id',
  defaultSort: '-starts_at',
  filters: dealFilters,
});
export const {
  entity: deal,
  create: dealCreate,
  update: dealUpdate,
  listQuery: dealListQuery,
  page: dealPage,
} = dealManifest;
export type Deal = z.infer<typeof deal>;
