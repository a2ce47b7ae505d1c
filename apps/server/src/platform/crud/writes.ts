/**
 * A resource's writes, each in one transaction with its audit entry: the body's values checked (unique
 * fields, references, relations, files), a nested record kept under its parent, an ordered record placed,
 * the declaration's `afterWrite` rule run before the commit, an update at a stale version refused.
 */
import { and, eq, getTableColumns, is } from 'drizzle-orm';
import { camelKey, type FilterDef } from '@backlot/contract';
import { type PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, type AuditNote, recordAudit } from '../audit.js';
import { isStillReferenced, uniqueViolation } from '../db-errors.js';
import { AppError, forbidden, invalid, nestedFields } from '../errors.js';
import { valueTaken } from '../uniqueness.js';
import { fromWire } from '../wire.js';
import type { CrudDeclaration, WriteHook } from './declaration.js';
import { checkFiles, type FileAttachments } from './file-fields.js';
import type { ReadModel } from './read-model.js';
import { nextPlace } from './reorder.js';
import { checkReferences } from './references.js';
import { checkLinks, splitRelations, writeLinks } from './relations.js';
import { type ListQuery, propertyOf, type RecordScope, type Row } from './scope.js';
import { checkVersion } from './versions.js';
import type { TrashKeeper } from '../trash/keeper.js';

export function writes<Q extends ListQuery, F extends Record<string, FilterDef>>(
  decl: CrudDeclaration<Q, F>,
  db: Db,
  model: ReadModel,
  scope: RecordScope,
  attachments?: FileAttachments,
  trash?: TrashKeeper,
) {
  const { table, reorder } = decl;
  const keyOf = (column: PgColumn) => propertyOf(table, column);
  /** An ordered resource's place column, and whether an update moves a record to another scope (it goes last). */
  const place = reorder && keyOf(reorder.column);
  const movesScope = (current: Row, values: Record<string, unknown>) =>
    reorder!.scope.some((column) => {
      const key = keyOf(column);
      return values[key] !== undefined && values[key] !== current[key];
    });

  /** Properties of instant columns: the body's ISO 8601 text is written as the Date the column takes. */
  const instants = Object.entries(getTableColumns(table)).flatMap(([key, column]) =>
    is(column, PgTimestamp) ? [key] : [],
  );
  const withDates = (values: Record<string, unknown>) => {
    for (const key of instants) if (typeof values[key] === 'string') values[key] = new Date(values[key]);
    return values;
  };

  /**
   * 422 on each unique field whose value another record already has (within the rule's scope: the values
   * written, else the record's `current` ones).
   */
  async function checkUnique(
    ex: Executor,
    values: Record<string, unknown>,
    id?: number,
    parentId?: number,
    current?: Row,
  ) {
    const taken: Record<string, string[]> = {};
    const merged = { ...current, ...values };
    for (const rule of decl.unique ?? []) {
      const value = values[camelKey(rule.field)];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const within = and(scope.within(parentId), ...(rule.scope ?? []).map((c) => eq(c, merged[keyOf(c)])));
      if (await valueTaken(ex, table, rule.column, value, id, within)) taken[rule.field] = ['msg.taken'];
    }
    if (Object.keys(taken).length) throw invalid(taken);
  }

  /** A unique index that fired despite the check (a concurrent write): the same 422. */
  function rethrowUnique(error: unknown): never {
    const rule = decl.unique?.find((u) => u.index === uniqueViolation(error));
    if (rule) throw invalid({ [rule.field]: ['msg.taken'] });
    throw error;
  }

  /** The body's column values (through the write hook) and its relation ids, checked. */
  async function valuesOf(
    tx: Executor,
    body: Record<string, unknown>,
    hook: WriteHook | undefined,
    target: { id?: number; parentId?: number; current?: Row },
  ) {
    const { links, rest } = splitRelations(decl.relations, body);
    const given = withDates(fromWire(rest));
    const { values, reply } = (await hook?.(given, tx, target.id)) ?? { values: given };
    if (scope.parentKey) values[scope.parentKey] = target.parentId;
    await checkUnique(tx, values, target.id, target.parentId, target.current);
    if (decl.references) await checkReferences(tx, decl.references, rest);
    if (decl.relations) await checkLinks(tx, decl.relations, links);
    if (decl.files && attachments) await checkFiles(tx, attachments, decl.files, rest);
    return { values, links, reply };
  }

  /** Inserts a record with its links and audit entry; the answer about it. */
  async function insert(tx: Executor, body: Record<string, unknown>, ctx: AuditContext, parentId?: number) {
    await scope.checkParent(tx, parentId);
    const { values, links, reply } = await valuesOf(tx, body, decl.writes?.create, { parentId });
    if (reorder && values[place!] === undefined) values[place!] = await nextPlace(tx, table, reorder, values);
    const [row] = (await tx.insert(table).values(values).returning()) as Row[];
    if (!(await scope.visible(tx, row!.id, ctx.viewer))) throw forbidden(); // a partner's record outside their channels
    if (decl.relations) await writeLinks(tx, decl.relations, row!.id, links);
    await decl.afterWrite?.(tx, ctx, row);
    await recordAudit(tx, ctx, {
      action: 'create',
      resource: decl.resource,
      resourceId: row!.id,
      label: model.nameOf(row!),
      after: await model.snapshot(tx, row!),
    });
    return { ...(await model.read(tx, row!.id)), ...reply };
  }

  return {
    async create(body: Record<string, unknown>, ctx: AuditContext, parentId?: number) {
      try {
        return await db.transaction((tx) => insert(tx, body, ctx, parentId));
      } catch (error) {
        rethrowUnique(error);
      }
    },

    /**
     * Creates every record of `bodies` or none, in one transaction. A refusal of the `i`-th names its fields
     * under `<under>.<i>.` (`items.2.serial_number`), as the request's own validation would.
     */
    async createMany(bodies: Record<string, unknown>[], ctx: AuditContext, under: string) {
      return db.transaction(async (tx) => {
        const created = [];
        for (const [i, body] of bodies.entries()) {
          try {
            created.push(await insert(tx, body, ctx));
          } catch (error) {
            try {
              rethrowUnique(error);
            } catch (refusal) {
              throw nestedFields(refusal, `${under}.${i}`);
            }
          }
        }
        return created;
      });
    },

    /** `version`: the version the save is based on (`versions.ts`); a record at another is a 409. */
    async update(id: number, body: Record<string, unknown>, ctx: AuditContext, parentId?: number, version?: string) {
      try {
        return await db.transaction((tx) => updateIn(tx, id, body, ctx, { parentId, version }));
      } catch (error) {
        rethrowUnique(error);
      }
    },

    /** The update of record `id` in the open transaction `tx` (a restore's); `update`'s refusals but a taken value. */
    updateIn,

    /** The create in the open transaction `tx` (an import's per row); `create`'s refusals but a taken value. */
    insertIn: insert,

    /**
     * A record other records still name (a model with its compliance record) is a 409, and stays; so is one
     * `guardDelete` keeps (a compliance record under legal hold). With the trash, the record and every row its
     * delete removes or unlinks go to a trash entry (`platform/trash`) in the delete's transaction.
     */
    async remove(id: number, ctx: AuditContext, parentId?: number) {
      await db
        .transaction((tx) => removeIn(tx, id, ctx, parentId))
        .catch((error: unknown) => {
          throw deleteRefusal(error);
        });
    },

    /** The delete of record `id` in the open transaction `tx` (a bulk delete's per record); `remove`'s refusals. */
    removeIn,
  };

  /**
   * `audit`: the entry's action when not `update`, and what else its changes say (a restore names the entry it
   * restored).
   */
  async function updateIn(
    tx: Executor,
    id: number,
    body: Record<string, unknown>,
    ctx: AuditContext,
    options: { parentId?: number; version?: string; audit?: { action: string; note?: AuditNote } } = {},
  ) {
    const { parentId, version, audit } = options;
    const current = await scope.find(tx, id, parentId, ctx.viewer, true);
    await checkVersion(tx, { resource: decl.resource, id, updatedAt: current.updatedAt }, version);
    const before = await model.snapshot(tx, current);
    const { values, links, reply } = await valuesOf(tx, body, decl.writes?.update, { id, parentId, current });
    if (reorder && values[place!] === undefined && movesScope(current, values))
      values[place!] = await nextPlace(tx, table, reorder, { ...current, ...values });
    const [after] = (await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() })
      .where(scope.byId(id, parentId))
      .returning()) as Row[];
    if (decl.relations) await writeLinks(tx, decl.relations, id, links);
    await decl.afterWrite?.(tx, ctx, after);
    await recordAudit(tx, ctx, {
      action: audit?.action ?? 'update',
      resource: decl.resource,
      resourceId: id,
      label: model.nameOf(after!),
      before,
      after: await model.snapshot(tx, after!),
      note: audit?.note,
    });
    return { ...(await model.read(tx, id)), ...reply };
  }

  async function removeIn(tx: Executor, id: number, ctx: AuditContext, parentId?: number) {
    const row = await scope.find(tx, id, parentId, ctx.viewer, Boolean(decl.guardDelete));
    await decl.guardDelete?.(tx, row);
    const before = await model.snapshot(tx, row);
    const keep = await trash?.before(tx, decl.resource, table, id);
    await tx.delete(table).where(scope.byId(id, parentId));
    await decl.afterWrite?.(tx, ctx);
    await keep?.(ctx, model.nameOf(before));
    await recordAudit(tx, ctx, {
      action: 'delete',
      resource: decl.resource,
      resourceId: id,
      label: model.nameOf(before),
      before,
    });
  }
}

/** A delete the database refused because other records still name the record: 409 `in_use`; others as they are. */
export const deleteRefusal = (error: unknown) =>
  isStillReferenced(error) ? new AppError(409, 'in_use', 'err.inUse') : error;
