/**
 * Bulk actions (the contract's `bulk.ts`): `POST /<resource>/bulk/<action> { ids }` for each action the
 * manifest's `bulk` names, under the single action's permission. ONE transaction: the ids are taken in
 * ascending order (two bulk calls lock shared rows in the same order), each in a savepoint of its own, acted on
 * by the single action's own code (`actOn`, the service's `removeIn`): loaded in the caller's scope (outside it,
 * or unknown: `not_found`), checked, written and audited as the single action is. A refusal (a 4xx the single
 * action would answer) rolls back that record's savepoint only and is reported with the single action's code
 * and message in the request's language; any other error rolls the whole call back (a 500: nothing written).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BULK_DELETE,
  bulkBody,
  type BulkFailure,
  bulkResult,
  type Language,
  type PermissionName,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, auditContextOf } from '../audit.js';
import { AppError, appErrorBody, requestLanguage } from '../errors.js';
import { actOn, type Actions, type ActionTarget } from './actions.js';

/** What one record's work refused, as the single action would answer it; none for an unexpected error. */
type Refusal = (error: unknown) => AppError | undefined;
const refusalOf: Refusal = (error) => (error instanceof AppError && error.status < 500 ? error : undefined);

/** Runs `each` on every id in one transaction, a savepoint per id; answers which were done and which refused. */
export async function runBulk(
  db: Db,
  ids: readonly number[],
  lang: Language,
  each: (tx: Executor, id: number) => Promise<unknown>,
  refusal: Refusal = refusalOf,
) {
  return db.transaction(async (tx) => {
    const done: number[] = [];
    const failed: BulkFailure[] = [];
    for (const id of [...ids].sort((a, b) => a - b)) {
      try {
        await tx.transaction((savepoint) => each(savepoint, id).then(() => undefined));
        done.push(id);
      } catch (error) {
        const refused = refusal(error);
        if (!refused) throw error;
        failed.push({ ...appErrorBody(refused, lang), id } as BulkFailure);
      }
    }
    return { done, failed };
  });
}

export type BulkTarget = ActionTarget & {
  label: string;
  actions?: Actions;
  /** The delete of one record in an open transaction (the service's `removeIn`), and what of its errors refuse it. */
  remove?: {
    run: (tx: Executor, id: number, ctx: AuditContext) => Promise<void>;
    refusal: (error: unknown) => unknown;
  };
};

/** Registers `POST /<resource>/bulk/<action>` for each of `names` (transitions of `target.actions`, or `delete`). */
export function registerBulk(app: FastifyInstance, db: Db, target: BulkTarget, names: readonly string[]) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const name of names) {
    const spec = target.actions?.[name];
    const remove = name === BULK_DELETE ? target.remove : undefined;
    if (!spec && !remove) throw new Error(`${target.resource}: its bulk action ${name} is no action it offers`);
    const refusal: Refusal = remove ? (error) => refusalOf(remove.refusal(error)) : refusalOf;
    api.post(`/${target.resource}/bulk/${spec?.path ?? name}`, {
      config: { access: spec?.permission ?? (`${name}-${target.resource}` as PermissionName) },
      schema: {
        tags: [target.resource],
        summary: spec ? `${spec.summary}: each of many, in one call` : `Delete many of ${target.label}, in one call`,
        description:
          'One transaction; each record is checked, written and audited as the single action does. A record ' +
          "refused (unknown or outside the caller's scope: `not_found`) is reported in `failed` with the single " +
          "action's code and message and does not stop the others; an unexpected error writes nothing.",
        body: bulkBody,
        response: { 200: bulkResult },
      },
      handler: async (request) => {
        const ctx = auditContextOf(request);
        const each = spec
          ? (tx: Executor, id: number) => actOn(tx, target, name, spec, id, undefined, ctx)
          : (tx: Executor, id: number) => remove!.run(tx, id, ctx);
        const result = await runBulk(db, request.body.ids, requestLanguage(request), each, refusal);
        if (result.done.length) spec?.committed?.();
        return result;
      },
    });
  }
}
