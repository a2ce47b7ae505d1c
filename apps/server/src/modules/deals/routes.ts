/**
 * Deals: a declared resource, read with its plan's name and title. The price is in the plan's currency,
 * copied onto the deal when it is saved; active deals of one plan never overlap (`rules.ts`).
 */
import { dealManifest } from '@backlot/contract';
import { deals } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { moneyAnswer, moneyAudit } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { planName, planTitle } from '../plans/read.js';
import { dealValues } from './rules.js';

/** The plan's name and title, read with each deal (and searched). */
const named = { plan_name: planName(deals.planId), plan_title: planTitle(deals.planId) };

export const dealsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(dealManifest, {
      table: deals,
      read: { columns: { ...wireColumns(deals), ...named } },
      columns: named,
      answer: moneyAnswer(['price']),
      auditAs: moneyAudit(['price']),
      writes: { create: dealValues, update: dealValues },
    }),
  );
};
