/**
 * Deals: a declared resource, read with its plan's name and title. The price is in the plan's currency,
 * copied onto the deal when it is saved; active deals of one plan never overlap (`rules.ts`). A member site
 * reads the deals live now with its key (`GET /api/site/deals`).
 */
import { dealListQuery, dealManifest, MAX_PER_PAGE, type SiteDeals, siteDeals } from '@backlot/contract';
import { deals } from '../../db/schema/index.js';
import { crudResource, declared, liveWindow } from '../../platform/crud/index.js';
import { registerSiteRead } from '../../platform/intake.js';
import { moneyAnswer, moneyAudit } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { planName, planTitle } from '../plans/read.js';
import { dealValues } from './rules.js';

/** The plan's name and title, read with each deal (and searched). */
const named = { plan_name: planName(deals.planId), plan_title: planTitle(deals.planId) };

/** Offered now: active, within its window (checked on write by `dealValues`, so only `live` is used here). */
const shown = liveWindow(deals, 'startsAt', 'endsAt', deals.active);

/** A site offers a few deals at once, never thousands: one page holds them. */
const liveNow = dealListQuery.parse({ live: '1', sort: 'ends_at', per_page: String(MAX_PER_PAGE) });

export const dealsModule: Module<Uses<'intake'>> = (app, deps, { intake }) => {
  const service = crudResource(
    app,
    deps,
    declared(dealManifest, {
      table: deals,
      read: { columns: { ...wireColumns(deals), ...named, live: shown.live } },
      columns: named,
      filterTargets: { live: shown.live },
      answer: moneyAnswer(['price']),
      auditAs: moneyAudit(['price']),
      writes: { create: dealValues, update: dealValues },
    }),
  );
  registerSiteRead(app, intake, {
    path: 'deals',
    summary: 'The deals the member site offers now',
    response: siteDeals,
    read: async () => ({ data: (await service.list(liveNow)).data }) as SiteDeals,
  });
};
