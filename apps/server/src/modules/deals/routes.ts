/**
 * Deals: a declared resource, read with its plan's name and title. The price is in the plan's currency,
 * copied onto the deal when it is saved; active deals of one plan never overlap (`rules.ts`).
 */
import { eq } from 'drizzle-orm';
import { dealManifest } from '@backlot/contract';
import { deals, plans } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { moneyAnswer, moneyAudit } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { dealValues } from './rules.js';

export const dealsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(dealManifest, {
      table: deals,
      read: {
        leftJoins: [{ table: plans, on: eq(plans.id, deals.planId) }],
        columns: { ...wireColumns(deals), plan_name: plans.name, plan_title: plans.title },
      },
      columns: { plan_name: plans.name, plan_title: plans.title },
      answer: moneyAnswer(['price']),
      auditAs: moneyAudit(['price']),
      writes: { create: dealValues, update: dealValues },
    }),
  );
};
