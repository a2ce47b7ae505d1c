/**
 * "Restore this version" for a resource declared `restorable`: `POST /<resource>/{id}/history/{entryId}/restore`
 * (and `GET` the same path for what it would change), under the resource's edit permission.
 *
 * The version is the record as it was right after the entry: its fields now, with every later entry's `before`
 * values put back, newest first. Only fields the update body takes are restored, and the status (which only
 * actions change otherwise); never ids, timestamps, counters, derived answers, secrets (the log keeps none) nor
 * what a member's erasure wiped. The fields that differ are written through the resource's update in one
 * transaction (unique fields, references, relations, files, its rules), audited as `restore-version` with
 * `restored_entry` naming the entry. Refused:
 * - 409 `restore_not_allowed` when the status would have to move where no transition goes from the current one
 *   (a transition whose target is worked out, as a video's publish, counts as going nowhere), or a record the
 *   version names (a tag, a file, a model) no longer exists;
 * - 422 with field messages when the old values fail today's rules (the update schema's).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  AUDIT_ERASED,
  AUDIT_REDACTED,
  type PermissionName,
  RESTORED_ENTRY_FIELD,
  restoreParams,
  restorePreview,
  snakeKey,
} from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { auditLogs } from '../../db/schema/index.js';
import { type AuditContext, auditContextOf } from '../audit.js';
import { AppError, invalid, notFound } from '../errors.js';
import type { ContractTypeProvider } from '../type-provider.js';
import { zodFieldErrors } from '../validation-messages.js';
import type { Actions, Row } from './actions.js';
import { entriesAfter, entriesOf } from './history.js';

/** `true`, or how the audit log's values read back as the body's (a plan's `"19.99 USD"` as `"19.99"`). */
export type Restorable = true | { fromAudit: (values: Record<string, unknown>) => Record<string, unknown> };

type Values = Record<string, unknown>;
type Change = { before: unknown; after: unknown };

/** What a restore needs of the resource and its service. */
export type RestoreTarget = {
  resource: string;
  label: string;
  restorable: Restorable;
  /** The answer (the record as its show route answers it) and the update body. */
  entity: z.ZodType;
  update: z.ZodType;
  actions?: Actions;
  find: (ex: Executor, id: number, parentId: undefined, viewer: AuditContext['viewer'], lock: boolean) => Promise<Row>;
  snapshot: (ex: Executor, row: Row) => Promise<Values>;
  updateIn: (
    tx: Executor,
    id: number,
    body: Values,
    ctx: AuditContext,
    options: { audit: { action: string; note: Record<string, Change> } },
  ) => Promise<unknown>;
};

const normalise = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const kept = (value: unknown) => value !== AUDIT_REDACTED && value !== AUDIT_ERASED;
const refusal = (key: 'err.restoreState' | 'err.restoreReference') => new AppError(409, 'restore_not_allowed', key);

/** The body fields an update takes: its object schema's keys. */
function bodyFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Values }).shape;
  if (shape) return Object.keys(shape);
  const inner = (schema as unknown as { def?: { in?: z.ZodType } }).def?.in;
  return inner ? bodyFields(inner) : [];
}

export function restorer(db: Db, target: RestoreTarget) {
  const fields = new Set(bodyFields(target.update));
  const state = Object.values(target.actions ?? {}).find((action) => action.state)?.state?.column;
  const stateField = state && snakeKey(state);
  const fromAudit = target.restorable === true ? (values: Values) => values : target.restorable.fromAudit;

  /** Whether a transition goes from `from` to `to`. */
  const reachable = (from: unknown, to: unknown) =>
    Object.values(target.actions ?? {}).some(
      ({ state: s }) => s !== undefined && s.column === state && s.from.includes(String(from)) && s.to === to,
    );

  /** The record now and the fields the restore changes (`before`: now, `after`: then), the row locked. */
  async function plan(tx: Executor, id: number, entryId: number, ctx: AuditContext) {
    const row = await target.find(tx, id, undefined, ctx.viewer, true);
    const [entry] = await tx
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.id, entryId), entriesOf(target.resource, id)));
    if (!entry) throw notFound();
    const now = Object.fromEntries(
      Object.entries(await target.snapshot(tx, row)).map(([key, value]) => [snakeKey(key), normalise(value)]),
    );
    const then: Values = { ...now };
    for (const later of await entriesAfter(tx, target.resource, id, entryId))
      for (const [field, change] of Object.entries(later.changes)) then[field] = change.before;
    const restored = fromAudit(then);
    const current = fromAudit(now);
    const changes: Record<string, Change> = {};
    for (const field of Object.keys(restored)) {
      if (!fields.has(field) && field !== stateField) continue;
      if (same(restored[field], current[field]) || !kept(restored[field])) continue;
      changes[field] = { before: current[field], after: restored[field] };
    }
    return { row, changes };
  }

  /** Writes the version back, or refuses it; the record as it now is. */
  async function restore(id: number, entryId: number, ctx: AuditContext) {
    return db.transaction(async (tx) => {
      const { row, changes } = await plan(tx, id, entryId, ctx);
      const { [stateField ?? '']: status, ...rest } = changes;
      if (status && !reachable(row[state!], status.after)) throw refusal('err.restoreState');
      const body = Object.fromEntries(Object.entries(rest).map(([field, change]) => [field, change.after]));
      const parsed = target.update.safeParse(body);
      if (!parsed.success) throw invalid(zodFieldErrors(parsed.error));
      const values = { ...(parsed.data as Values), ...(status && { [stateField!]: status.after }) };
      const note = { [RESTORED_ENTRY_FIELD]: { before: null, after: entryId } };
      try {
        return await target.updateIn(tx, id, values, ctx, { audit: { action: 'restore-version', note } });
      } catch (error) {
        throw goneReference(error) ? refusal('err.restoreReference') : error;
      }
    });
  }

  return { plan, restore };
}

/** A 422 whose every message says a named record does not exist. */
function goneReference(error: unknown) {
  if (!(error instanceof AppError) || error.status !== 422 || !error.fields) return false;
  const messages = Object.values(error.fields).flat();
  return messages.length > 0 && messages.every((message) => message === 'msg.notFoundRef');
}

export function registerRestore(app: FastifyInstance, db: Db, target: RestoreTarget) {
  const api = app.withTypeProvider<ContractTypeProvider>();
  const { plan, restore } = restorer(db, target);
  const path = `/${target.resource}/:id/history/:entryId/restore`;
  const config = { access: `edit-${target.resource}` as PermissionName };
  const tags = [target.resource];
  api.get(path, {
    config,
    schema: {
      tags,
      summary: `What restoring one of ${target.label} to a version would change`,
      params: restoreParams,
      response: { 200: restorePreview },
    },
    handler: async (request) => {
      const { id, entryId } = request.params;
      const { changes } = await db.transaction((tx) => plan(tx, id, entryId, auditContextOf(request)));
      return { changes };
    },
  });
  api.post(path, {
    config,
    schema: {
      tags,
      summary: `Restore one of ${target.label} to the version an entry of its history left`,
      params: restoreParams,
      response: { 200: target.entity },
    },
    handler: (request) => restore(request.params.id, request.params.entryId, auditContextOf(request)),
  });
}
