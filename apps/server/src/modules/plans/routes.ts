/**
 * Plans: a declared resource without delete (a plan is hidden with `show: false`). Names are unique ignoring
 * case, and so are the Segpay and Epoch ids; the rules of each type are `rules.ts`. Prices are minor units in
 * the table and decimal strings in the plan's currency on the wire; `subscribers` is worked out per read.
 * `GET /plans/exportCsv` streams `plans.csv`.
 */
import { sql } from 'drizzle-orm';
import {
  PLAN_EXPORT_FIELDS,
  PLAN_PRICES,
  plan,
  planCreate,
  planFilters,
  planListQuery,
  planUpdate,
} from '@backlot/contract';
import { plans, subscriptions } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import { moneyAnswer, moneyAudit } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { planValues } from './rules.js';

/** Members with a trial or active subscription of the plan. */
const subscribers = sql<number>`(select count(distinct ${subscriptions.memberId})::int from ${subscriptions}
  where ${subscriptions.planId} = "plans"."id" and ${subscriptions.status} in ('trial', 'active'))`;

export const plansModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'plans',
    label: 'plans',
    table: plans,
    operations: ['list', 'show', 'create', 'update'],
    schemas: { entity: plan, create: planCreate, update: planUpdate, listQuery: planListQuery },
    read: { columns: { ...wireColumns(plans), subscribers } },
    answer: moneyAnswer(PLAN_PRICES),
    auditAs: moneyAudit(PLAN_PRICES),
    writes: { create: planValues, update: planValues },
    nameField: 'name',
    search: [plans.name, plans.title, plans.titleCn],
    filters: { declared: planFilters, targets: { type: plans.type, show: plans.show } },
    sort: { id: plans.id, name: plans.name, sort: plans.sort, type: plans.type, created_at: plans.createdAt },
    defaultSort: 'sort',
    unique: [
      { field: 'name', column: plans.name, index: 'plans_name_key' },
      { field: 'segpay_id', column: plans.segpayId, index: 'plans_segpay_id_key' },
      { field: 'epoch_id', column: plans.epochId, index: 'plans_epoch_id_key' },
    ],
    export: { filename: 'plans.csv', fields: PLAN_EXPORT_FIELDS },
  });
};
