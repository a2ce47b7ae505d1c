/**
 * Staff act on a subscription or an order through its processor:
 * `POST /subscriptions/{id}/cancel|expire|extend|reactivate` (under `cancel-subscriptions`, ... ; extend's body
 * has `days`) and `POST /orders/{id}/refund`
 * (under `refund-orders`), answered 202 with the processor action (pending until the processor's confirming
 * notification); `GET /processor-actions` lists them (read only). A pending action left unconfirmed for the
 * setting's minutes becomes stale (hourly housekeeping).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PermissionName,
  processorAction,
  processorActionManifest,
  type ExtendBody,
  extendBody,
  refundBody,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionActionKind,
  subscriptionActionAllowed,
  subscriptionActionBody,
} from '@backlot/contract';
import { processorActions } from '../../db/schema/index.js';
import { auditContextOf } from '../../platform/audit.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { moneyAnswer } from '../../platform/money.js';
import { wireColumns } from '../../platform/wire.js';
import { orderTarget, subscriptionTarget } from '../ledger/read.js';
import type { Module } from '../module.js';
import { credentialsBox } from '../segpays/service.js';
import { siteName } from '../sites/read.js';
import { type ActDeps, act } from './act.js';
import { type ActionRow, markStale } from './record.js';
import { refundOf } from './refund.js';
import { transportFor } from './transport.js';

const { idempotency_key: _key, ...own } = wireColumns(processorActions);
const columns = { ...own, site_name: siteName(processorActions.siteId) };
const money = moneyAnswer(['amount']);

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The answer of an action: the wire record, as the list reads it. */
async function wireOf(deps: ActDeps, row: ActionRow) {
  const [read] = await deps.db.select(columns).from(processorActions).where(eq(processorActions.id, row.id));
  const values = read as Record<string, unknown>;
  return money(values) as z.infer<typeof processorAction>;
}

function subscriptionRoute(app: FastifyInstance, deps: ActDeps, kind: SubscriptionActionKind) {
  app.withTypeProvider<ZodTypeProvider>().post(`/subscriptions/:id/${kind}`, {
    config: { access: `${kind}-subscriptions` as PermissionName },
    schema: {
      tags: ['subscriptions'],
      summary: `Ask the processor to ${kind} the subscription (pending until it confirms)`,
      params,
      body: kind === 'extend' ? extendBody : subscriptionActionBody,
      response: { 202: processorAction },
    },
    handler: async (request, reply) => {
      const target = await subscriptionTarget(deps.db, request.params.id);
      if (!target) throw notFound();
      const row = await act(deps, auditContextOf(request), {
        kind,
        resource: 'subscriptions',
        resourceId: target.id,
        siteId: target.siteId,
        processor: target.processor,
        processorRef: target.processorRef,
        subscriptionId: target.id,
        orderId: null,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotency_key,
        days: (request.body as Partial<ExtendBody>).days,
        refusal: subscriptionActionAllowed(kind, target.status)
          ? undefined
          : new AppError(409, 'invalid_transition', 'err.actionNotAllowed'),
      });
      return reply.code(202).send(await wireOf(deps, row));
    },
  });
}

export const processorActionsModule: Module = (app, deps) => {
  const transport = transportFor(app, deps.config);
  const actDeps: ActDeps = { db: deps.db, box: credentialsBox(deps.config), transport };
  crudResource(
    app,
    deps,
    declared(processorActionManifest, {
      table: processorActions,
      label: 'processor actions',
      read: { columns },
      answer: money,
    }),
  );
  for (const kind of Object.keys(SUBSCRIPTION_ACTIONS) as SubscriptionActionKind[])
    subscriptionRoute(app, actDeps, kind);
  app.withTypeProvider<ZodTypeProvider>().post('/orders/:id/refund', {
    config: { access: 'refund-orders' },
    schema: {
      tags: ['orders'],
      summary: 'Ask the processor to refund the charge, whole or part (pending until it confirms)',
      params,
      body: refundBody,
      response: { 202: processorAction },
    },
    handler: async (request, reply) => {
      const target = await orderTarget(deps.db, request.params.id);
      if (!target) throw notFound();
      const refund = refundOf(target, request.body);
      const row = await act(actDeps, auditContextOf(request), {
        kind: 'refund',
        resource: 'orders',
        resourceId: target.id,
        siteId: target.siteId,
        processor: target.processor,
        processorRef: target.processorRef,
        subscriptionId: target.subscriptionId,
        orderId: target.id,
        reason: request.body.reason,
        idempotencyKey: request.body.idempotency_key,
        refund,
      });
      return reply.code(202).send(await wireOf(actDeps, row));
    },
  });
  const minutes = deps.config.processorApi?.staleMinutes ?? 30;
  deps.housekeeping.push({ name: 'stale-processor-actions', run: () => markStale(deps.db, minutes) });
};
