/**
 * Declared actions on one record: `POST /<resource>/{id}/<path>`, each behind `<name>-<resource>` (or its own
 * permission), answering the record as it now is. An action runs in one transaction: the row is read and
 * locked, its state checked (a state outside `from` is a 409 `invalid_transition`), the guard run, the columns
 * written, the change audited under the action's name, and the `after` work done — all or nothing.
 *
 * `stateMachine` declares the usual kind: transitions of one status column (`publish: { from: ['draft'],
 * to: 'published' }`). A resource of the kit lists them in its declaration; a module with its own service
 * (admins) registers them with `registerActions`.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams, type PermissionName, type PermissionResource } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, auditContextOf, recordAudit } from '../audit.js';
import { AppError, notFound } from '../errors.js';
import type { Viewer } from '../viewer.js';
import type { CrudTable } from './table.js';

export type Row = Record<string, unknown> & { id: number };

/**
 * What an action's hooks are given: the open transaction, the locked row as it was, who acts, the body, and
 * `reply`, where a hook may put what only this answer shows (a key made once).
 */
export type ActionScope<B> = { tx: Executor; row: Row; ctx: AuditContext; body: B; reply: Record<string, unknown> };

export type ActionSpec<B = unknown> = {
  /** OpenAPI summary. */
  summary: string;
  /** URL segment when it differs from the action's name (`resetQRCode` for `reset-qrcode`). */
  path?: string;
  /** Defaults to `<name>-<resource>`. */
  permission?: PermissionName;
  /** The request body, when the action takes one. */
  body?: z.ZodType<B>;
  /**
   * The status the record must be in: `column` (a property of the table) holds one of `from`; `to`, the status
   * after, when it is one fixed value (a restore reads from it which states a record may move to).
   */
  state?: { column: string; from: readonly string[]; to?: string };
  /** Columns to write (by property name), from the row as it was and the body. */
  set(scope: ActionScope<B>): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Checks before the write, the row locked: throw to refuse (403, 422). */
  guard?(scope: ActionScope<B>): Promise<void> | void;
  /** Work that belongs to the change, in its transaction (sign-outs, a check across records). */
  after?(scope: ActionScope<B> & { updated: Row }): Promise<void>;
  /** Runs once the change is committed (wake the mailer for an e-mail the action wrote). */
  committed?(): void;
};

/** A resource's actions by name (the audit action, and the permission's action unless it names another). */
export type Actions = Record<string, ActionSpec<unknown>>;

/** The record an action works on, as the resource answers and audits it. */
export type ActionTarget = {
  resource: PermissionResource;
  table: CrudTable;
  /** The answer: the record as its show route answers it (also its response schema). */
  entity: z.ZodType;
  read: (ex: Executor, id: number) => Promise<unknown>;
  /** The record's name in the audit log. */
  labelOf: (row: Row) => string | null;
  /** What the audit log compares before and after (default: the row). */
  snapshot?: (ex: Executor, row: Row) => Promise<Record<string, unknown>>;
  /** The rows the acting admin may change (the resource's partner scope); others are a 404. */
  scope?: (viewer: Viewer | undefined) => SQL | undefined;
  /** Locks taken before the record's own (a rule across records, taken in one order by every writer). */
  lockFirst?: (tx: Executor) => Promise<void>;
};

export const invalidTransition = () => new AppError(409, 'invalid_transition', 'err.invalidTransition');

/** A function of the scope, accepted for any body type (checked where the transition is declared). */
type ScopeFunction<B, R> = { bivariant(scope: ActionScope<B>): R }['bivariant'];

export type Transition<B> = Omit<ActionSpec<B>, 'state' | 'set'> & {
  from: readonly string[];
  /**
   * The state after: a value, or one chosen from the row and the body (scheduled or published); none when the
   * work decides it and `set` writes it (a replayed notification's outcome).
   */
  to?: string | ScopeFunction<B, string>;
  /** Other columns the transition writes (`published_at`). */
  set?: ActionSpec<B>['set'];
};

/** Transitions of the status column `column`, as actions. */
export function stateMachine(column: string, transitions: Record<string, Transition<unknown>>): Actions {
  const actions: Actions = {};
  for (const [name, { from, to, set, ...rest }] of Object.entries(transitions)) {
    actions[name] = {
      ...rest,
      state: { column, from, ...(typeof to === 'string' && { to }) },
      set: async (scope) => ({
        ...(set ? await set(scope) : {}),
        ...(to !== undefined && { [column]: typeof to === 'function' ? to(scope) : to }),
      }),
    };
  }
  return actions;
}

/** Runs one action on record `id` in its own transaction and answers the record as it now is. */
export async function runAction<B>(
  db: Db,
  target: ActionTarget,
  name: string,
  spec: ActionSpec<B>,
  id: number,
  body: B,
  ctx: AuditContext,
) {
  return db.transaction(async (tx) => {
    const reply = await actOn(tx, target, name, spec, id, body, ctx);
    return { ...((await target.read(tx, id)) as object), ...reply };
  });
}

/**
 * The action on record `id` inside the open transaction `tx` (the single action's and each record's of a bulk
 * action): the row read in the caller's scope and locked, its state checked, the guard run, the columns
 * written, the change audited, the `after` work done; answers what the hooks put in `reply`. Throws what
 * refuses it (404, 409, 422).
 */
export async function actOn<B>(
  tx: Executor,
  target: ActionTarget,
  name: string,
  spec: ActionSpec<B>,
  id: number,
  body: B,
  ctx: AuditContext,
) {
  const { table } = target;
  const snapshot = target.snapshot ?? ((_: Executor, row: Row) => Promise.resolve(row));
  await target.lockFirst?.(tx);
  const where = and(eq(table.id, id), target.scope?.(ctx.viewer));
  const [row] = (await tx.select().from(table).where(where).for('update')) as Row[];
  if (!row) throw notFound();
  if (spec.state && !spec.state.from.includes(String(row[spec.state.column]))) throw invalidTransition();
  const scope = { tx, row, ctx, body, reply: {} };
  await spec.guard?.(scope);
  const values = await spec.set(scope);
  const withUpdatedAt = 'updatedAt' in getTableColumns(table) ? { ...values, updatedAt: new Date() } : values;
  const [updated] = (await tx.update(table).set(withUpdatedAt).where(eq(table.id, id)).returning()) as Row[];
  await spec.after?.({ ...scope, updated: updated! });
  await recordAudit(tx, ctx, {
    action: name,
    resource: target.resource,
    resourceId: id,
    label: target.labelOf(updated!),
    before: await snapshot(tx, row),
    after: await snapshot(tx, updated!),
  });
  return scope.reply;
}

/** Registers `POST /<resource>/{id}/<path>` for each action. */
export function registerActions(app: FastifyInstance, db: Db, target: ActionTarget, actions: Actions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, spec] of Object.entries(actions)) {
    api.post(`/${target.resource}/:id/${spec.path ?? name}`, {
      config: { access: spec.permission ?? (`${name}-${target.resource}` as PermissionName) },
      schema: {
        tags: [target.resource],
        summary: spec.summary,
        params: idParams,
        // A body may be left out where every field of it is optional (a publish with no time means now).
        ...(spec.body ? { body: spec.body.safeParse({}).success ? spec.body.nullish() : spec.body } : {}),
        response: { 200: target.entity },
      },
      handler: async (request) => {
        const answer = await runAction(
          db,
          target,
          name,
          spec,
          request.params.id,
          request.body,
          auditContextOf(request),
        );
        spec.committed?.();
        return answer;
      },
    });
  }
}
