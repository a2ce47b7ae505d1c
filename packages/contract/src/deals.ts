/**
 * Deals: a time-boxed special price of one plan, shown on the site: `price` in the plan's currency (answered
 * as `currency`, copied from the plan when the deal is saved), from `starts_at` to `ends_at` (later), `active`
 * or not. Two active deals of one plan never overlap in time: a create or edit that would make them is a 422
 * `msg.dealOverlap` on `starts_at` naming the other deal. `live`: active and within its window now — what a
 * member site reads of the deals (`GET /api/site/deals`, with its key: `siteDeals`).
 */
import { z } from 'zod';
import { filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export const dealFilters = filters({ plan_id: idFilter(), active: flagFilter(), live: flagFilter() });

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
    /** Whether the site offers it now: active, and within its window. */
    live: field.answer(z.boolean()),
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

/** `GET /api/site/deals` (a member site, with its key): the deals live now, soonest ending first. */
export const siteDeals = z.object({ data: z.array(deal) });
export type SiteDeals = z.infer<typeof siteDeals>;
