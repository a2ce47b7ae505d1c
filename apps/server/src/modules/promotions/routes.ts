/**
 * Promotions: a declared resource with its plans (many-to-many) and `redemptions` worked out from the
 * ledger. Codes are unique ignoring case; the window must end after it starts, checked on the values as saved
 * (a body merged over the stored promotion). `POST /promotions/{id}/plans {plan_ids}` replaces its plans: an
 * update of that field alone, audited as one. `POST /promotions/generate` makes many single-use promotions at
 * once (`generate.ts`); `POST /promotions/import` imports them by code.
 */
import { eq } from 'drizzle-orm';
import {
  generatedPromotions,
  idParams,
  IMPORT_FIELDS,
  promotion,
  promotionGenerate,
  promotionManifest,
  promotionPlans as promotionPlansBody,
  type Promotion,
} from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { promotionPlans, promotions } from '../../db/schema/index.js';
import { linkedPlans } from '../plans/read.js';
import { auditContextOf } from '../../platform/audit.js';
import { crudResource, declared, linkedTo, manyToMany } from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { wireColumns } from '../../platform/wire.js';
import { redemptionsOf } from '../ledger/read.js';
import type { Module } from '../module.js';
import { generatePromotions } from './generate.js';

const relations = {
  plan_ids: manyToMany({
    through: promotionPlans,
    owner: promotionPlans.promotionId,
    target: promotionPlans.planId,
    ...linkedPlans,
    as: 'plans',
  }),
};

/** The window as saved must end after it starts: 422 on `ended_at`. */
async function checkWindow(values: Record<string, unknown>, tx: Executor, id?: number) {
  const [stored] = id
    ? await tx
        .select({ startedAt: promotions.startedAt, endedAt: promotions.endedAt })
        .from(promotions)
        .where(eq(promotions.id, id))
    : [];
  const start = new Date((values.startedAt ?? stored?.startedAt) as string | Date);
  const end = new Date((values.endedAt ?? stored?.endedAt) as string | Date);
  if (end <= start) throw invalid({ ended_at: ['msg.endBeforeStart'] });
  return { values };
}

export const promotionsModule: Module = (app, deps) => {
  const service = crudResource(
    app,
    deps,
    declared(promotionManifest, {
      table: promotions,
      read: { columns: { ...wireColumns(promotions), redemptions: redemptionsOf(promotions.id) } },
      writes: { create: checkWindow, update: checkWindow },
      relations,
      import: IMPORT_FIELDS.promotions,
      filterTargets: { plan_id: linkedTo(promotions, relations.plan_ids) },
    }),
  );

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/promotions/generate', {
    config: { access: 'create-promotions' },
    schema: {
      tags: ['promotions'],
      summary: 'Generate single-use promotions, each with its own random code (all or none)',
      body: promotionGenerate,
      response: { 201: generatedPromotions },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await generatePromotions(deps.db, request.body, auditContextOf(request), relations)),
  });

  api.post('/promotions/:id/plans', {
    config: { access: 'edit-promotions' },
    schema: {
      tags: ['promotions'],
      summary: "Replace a promotion's plans",
      params: idParams,
      body: promotionPlansBody,
      response: { 200: promotion },
    },
    // The kit answers the record as its entity schema describes it (the serializer writes only that).
    handler: async (request) =>
      (await service.update(request.params.id, request.body, auditContextOf(request))) as Promotion,
  });
};
