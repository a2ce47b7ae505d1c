/**
 * Plans: a declared resource without delete (a plan is hidden with `show: false`, retired with `archive`, back
 * with `restore`: the list leaves archived plans out unless `archived=1`); the rules of each type are
 * `rules.ts`. Prices are minor units in the table and decimal strings in the plan's currency on the wire;
 * `subscribers` is worked out per read. `GET /plans/exportCsv` streams `plans.csv`.
 */
import { EXPORT_FIELDS, PLAN_PRICES, planManifest } from '@backlot/contract';
import { plans } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { crudResource, declared, transitionsOf } from '../../platform/crud/index.js';
import { moneyAnswer, moneyAudit, moneyRestore } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import { subscribersOf } from '../ledger/read.js';
import type { Module } from '../module.js';
import { planValues } from './rules.js';

export const plansModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(planManifest, {
      table: plans,
      operations: ['list', 'show', 'create', 'update'],
      read: { columns: { ...wireColumns(plans), subscribers: subscribersOf(plans.id) } },
      answer: moneyAnswer(PLAN_PRICES),
      auditAs: moneyAudit(PLAN_PRICES),
      restorable: { fromAudit: moneyRestore(PLAN_PRICES) },
      writes: { create: planValues, update: planValues },
      export: { filename: 'plans.csv', ...EXPORT_FIELDS.plans },
      filterTargets: { archived: (value: boolean | number) => eq(plans.status, value ? 'archived' : 'active') },
      actions: transitionsOf(planManifest, {
        archive: {
          summary: 'Retire a plan: hidden and never sold again; its subscribers keep renewing',
          to: 'archived',
          set: () => ({ show: false }),
        },
        restore: { summary: 'Put an archived plan back on sale (still hidden until shown)', to: 'active' },
      }),
    }),
  );
};
