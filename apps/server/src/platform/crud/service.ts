/** The generic service of a declared resource: rules and transactions, audit in the same transaction. */
import { and, eq, getTableColumns, gt, is, type SQL, sql } from 'drizzle-orm';
import type { FilterDef } from '@backlot/contract';
import { type PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { readJsonRows } from '../../db/row-reader.js';
import { type AuditContext, recordAudit } from '../audit.js';
import { isStillReferenced, uniqueViolation } from '../db-errors.js';
import { AppError, forbidden, invalid, nestedFields, notFound } from '../errors.js';
import { filterConditions } from '../filters.js';
import { columnList, matchesAny, selectPage } from '../pagination.js';
import { keyedSearch, searchedPage } from '../searched-page.js';
import { valueTaken } from '../uniqueness.js';
import type { Viewer } from '../viewer.js';
import { fromWire, wireColumns } from '../wire.js';
import type { CrudDeclaration, WriteHook } from './declaration.js';
import type { CrudTable } from './table.js';
import { cellColumns } from './export.js';
import { checkFiles, type FileAttachments, withFiles } from './file-fields.js';
import { checkLinks, readLinks, splitRelations, withLinkedFiles, writeLinks } from './relations.js';
import { nextPlace } from './reorder.js';
import { checkReferences } from './references.js';
import { checkVersion } from './versions.js';

type Row = Record<string, unknown> & { id: number };
type ListQuery = { page: number; per_page: number; sort?: string; q?: string };

export function createCrudService<Q extends ListQuery, F extends Record<string, FilterDef>>(
  decl: CrudDeclaration<Q, F>,
  db: Db,
  attachments?: FileAttachments,
) {
  const { table } = decl;
  const keyOf = (column: PgColumn) => propertyOf(table, column);
  /** An ordered resource's place column, and whether an update moves a record to another scope (it goes last). */
  const { reorder } = decl;
  const place = reorder && keyOf(reorder.column);
  const movesScope = (current: Row, values: Record<string, unknown>) =>
    reorder!.scope.some((column) => {
      const key = keyOf(column);
      return values[key] !== undefined && values[key] !== current[key];
    });
  const nameKey = toCamel(decl.nameField);
  const nameOf = (row: Row) => (row[nameKey] == null ? null : String(row[nameKey]));
  /** Reads answer rows selected under their wire names (from the read model's join when there is one). */
  const columns: Record<string, PgColumn | SQL> = decl.read?.columns ?? wireColumns(table);
  const joins = decl.read?.leftJoins ?? [];
  /** The read model's joins, and the list's FROM: the table and those joins. */
  const joined = sql.join(
    joins.map((j) => sql`left join ${j.table} on ${j.on}`),
    sql` `,
  );
  const source = joins.length ? sql`${table} ${joined}` : table;

  const { parent } = decl;
  /** The property holding a nested record's parent id (`channelId`). */
  const parentKey = parent && Object.entries(getTableColumns(table)).find(([, c]) => c === parent.column)![0];
  /** The condition that keeps a nested resource's reads and writes to the parent's records. */
  const within = (parentId?: number) => (parent && parentId !== undefined ? eq(parent.column, parentId) : undefined);
  /** A record with this id, of the parent when nested. */
  /** The rows `viewer` may see: the resource's rows (`rows`), within a partner's scope for a partner. */
  const scopeFor = (viewer: Viewer | undefined) =>
    and(decl.rows, viewer?.isPartner && decl.partnerScope ? decl.partnerScope(viewer.id) : undefined);
  const byId = (id: number, parentId?: number, viewer?: Viewer) =>
    and(eq(table.id, id), within(parentId), scopeFor(viewer));

  /** 404 when the parent a nested request names does not exist. */
  async function checkParent(ex: Executor, parentId?: number) {
    if (!parent || parentId === undefined) return;
    const [hit] = await ex.select({ id: parent.table.id }).from(parent.table).where(eq(parent.table.id, parentId));
    if (!hit) throw notFound();
  }

  /** A record's row, by property name; 404 when there is none (or it belongs to another parent). */
  /** The record, or a 404; `lock`: locked until the transaction ends (a save's version check). */
  async function find(ex: Executor, id: number, parentId?: number, viewer?: Viewer, lock = false): Promise<Row> {
    const query = ex
      .select(getTableColumns(table))
      .from(table)
      .where(byId(id, parentId, viewer))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row as Row;
  }

  /** Whether `viewer` may see the record. */
  async function visible(ex: Executor, id: number, viewer: Viewer | undefined) {
    const scope = scopeFor(viewer);
    if (!scope) return true;
    const [row] = await ex
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), scope))
      .limit(1);
    return Boolean(row);
  }

  /** The answer about a record; 404 when there is none (or it belongs to another parent). */
  async function read(ex: Executor, id: number, parentId?: number, viewer?: Viewer): Promise<Row> {
    const query = joins.reduce((q, j) => q.leftJoin(j.table, j.on), ex.select(columns).from(table).$dynamic());
    const [row] = await query.where(byId(id, parentId, viewer)).limit(1);
    if (!row) throw notFound();
    const [answer] = await completed(ex, [row as Row]);
    return answer!;
  }

  /**
   * Answer rows with their relations and file records added; with `wanted` (an export's fields), only the
   * relations and files it names are read.
   */
  async function completed(ex: Executor, rows: Row[], wanted?: ReadonlySet<string>): Promise<Row[]> {
    const named = <V extends { as: string }>(entries: Record<string, V> | undefined) =>
      entries && wanted ? namedIn(entries, wanted) : entries;
    const links = await readLinks(
      ex,
      named(decl.relations),
      rows.map((row) => row.id),
    );
    // The rows are the driver's, fresh for this answer: completed in place (a copy of each costs an export dearly).
    const linked = rows.map((row) => {
      const withLinks = Object.assign(row, links.get(row.id));
      return decl.answer ? (decl.answer(withLinks) as Row) : withLinks;
    });
    await withLinkedFiles(ex, attachments, named(decl.relations), linked);
    const files = named(decl.files);
    return files && Object.keys(files).length && attachments ? withFiles(ex, attachments, files, linked) : linked;
  }

  /** The read model's columns an export needs: the fields it names, the id, and the ids of the files it names. */
  function columnsFor(wanted: ReadonlySet<string>) {
    const keep = new Set(['id', ...wanted, ...Object.keys(namedIn(decl.files ?? {}, wanted))]);
    return Object.fromEntries(Object.entries(columns).filter(([name]) => keep.has(name)));
  }

  /** What the audit log compares: the row (as the declaration has it audited) and the ids of each relation. */
  async function snapshot(ex: Executor, row: Row) {
    const links = (await readLinks(ex, decl.relations, [row.id])).get(row.id)!;
    const ids = Object.keys(decl.relations ?? {}).map((field) => [field, links[field]]);
    return { ...(decl.auditAs ? decl.auditAs(row) : row), ...Object.fromEntries(ids) };
  }

  /** Properties of instant columns: the body's ISO 8601 text is written as the Date the column takes. */
  const instants = Object.entries(getTableColumns(table)).flatMap(([key, column]) =>
    is(column, PgTimestamp) ? [key] : [],
  );
  const withDates = (values: Record<string, unknown>) => {
    for (const key of instants) if (typeof values[key] === 'string') values[key] = new Date(values[key]);
    return values;
  };

  /** The body's column values (through the write hook) and its relation ids, checked. */
  async function valuesOf(
    tx: Executor,
    body: Record<string, unknown>,
    hook: WriteHook | undefined,
    id?: number,
    parentId?: number,
    current?: Row,
  ) {
    const { links, rest } = splitRelations(decl.relations, body);
    const given = withDates(fromWire(rest));
    const { values, reply } = (await hook?.(given, tx, id)) ?? { values: given };
    if (parentKey) values[parentKey] = parentId;
    await checkUnique(tx, values, id, parentId, current);
    if (decl.references) await checkReferences(tx, decl.references, rest);
    if (decl.relations) await checkLinks(tx, decl.relations, links);
    if (decl.files && attachments) await checkFiles(tx, attachments, decl.files, rest);
    return { values, links, reply };
  }

  /** Inserts a record with its links and audit entry; the answer about it. */
  async function insert(tx: Executor, body: Record<string, unknown>, ctx: AuditContext, parentId?: number) {
    await checkParent(tx, parentId);
    const { values, links, reply } = await valuesOf(tx, body, decl.writes?.create, undefined, parentId);
    if (reorder && values[place!] === undefined) values[place!] = await nextPlace(tx, table, reorder, values);
    const [row] = (await tx.insert(table).values(values).returning()) as Row[];
    if (!(await visible(tx, row!.id, ctx.viewer))) throw forbidden(); // a partner's record outside their channels
    if (decl.relations) await writeLinks(tx, decl.relations, row!.id, links);
    await decl.afterWrite?.(tx, ctx, row);
    await recordAudit(tx, ctx, {
      action: 'create',
      resource: decl.resource,
      resourceId: row!.id,
      label: nameOf(row!),
      after: await snapshot(tx, row!),
    });
    return { ...(await read(tx, row!.id)), ...reply };
  }

  /**
   * 422 on each unique field whose value another record already has (within the rule's scope: the values
   * written, else the record's `current` ones).
   */
  async function checkUnique(
    ex: Executor,
    values: Record<string, unknown>,
    exceptId?: number,
    parentId?: number,
    current?: Row,
  ) {
    const taken: Record<string, string[]> = {};
    const merged = { ...current, ...values };
    for (const rule of decl.unique ?? []) {
      const value = values[toCamel(rule.field)];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const scope = and(within(parentId), ...(rule.scope ?? []).map((c) => eq(c, merged[keyOf(c)])));
      if (await valueTaken(ex, table, rule.column, value, exceptId, scope)) taken[rule.field] = ['msg.taken'];
    }
    if (Object.keys(taken).length) throw invalid(taken);
  }

  /** A unique index that fired despite the check (a concurrent write): the same 422. */
  function rethrowUnique(error: unknown): never {
    const constraint = uniqueViolation(error);
    const rule = decl.unique?.find((u) => u.index === constraint);
    if (rule) throw invalid({ [rule.field]: ['msg.taken'] });
    throw error;
  }

  /** The condition of a list query's filters. */
  const filtersOf = (query: Q) =>
    decl.filters ? filterConditions(decl.filters.declared, decl.filters.targets, query) : [];
  /** The keyed index's condition for a search given the filter that keys it (`searchKeyedBy`). */
  const keyedBy = (query: Q) => {
    const keyed = decl.searchKeyedBy;
    const value = keyed && (query as Record<string, unknown>)[keyed.filter];
    return keyed && typeof value === 'number' && query.q ? keyedSearch(keyed, value, query.q) : undefined;
  };
  /** The condition of a list query's filters and search. */
  const whereOf = (query: Q) => and(...filtersOf(query), matchesAny(decl.search, query.q));

  return {
    async list(query: Q, parentId?: number, viewer?: Viewer) {
      await checkParent(db, parentId);
      const sort = { columns: decl.sort, fallback: decl.defaultSort };
      const match = decl.searchWalks && matchesAny(decl.search, query.q);
      const { rows, meta } = match
        ? await searchedPage(
            db,
            {
              table,
              joins: joined,
              where: and(...filtersOf(query), within(parentId), scopeFor(viewer)),
              match,
              walk: decl.searchWalks!.includes((query.sort ?? decl.defaultSort).replace(/^-/, '')),
              keyed: keyedBy(query),
            },
            query,
            sort,
            columns,
          )
        : await selectPage(db, source, and(whereOf(query), within(parentId), scopeFor(viewer)), query, sort, columns);
      return { data: await completed(db, rows as Row[]), meta };
    },

    /**
     * Every record a list query matches, as an export's rows (the columns, relations and files `fields` names,
     * valued as `cellColumns` says), in id order, `size` at a time: each batch is read after the last id of the
     * one before (keyset), so memory stays the same whatever the total.
     */
    async *batches(query: Q, fields: readonly string[], viewer?: Viewer, size = 2000): AsyncGenerator<Row[]> {
      const wanted = new Set(fields);
      const selected = columnList(cellColumns(columnsFor(wanted)));
      const where = and(whereOf(query), scopeFor(viewer));
      for (let last = 0; ;) {
        const after = and(where, gt(table.id, last));
        const rows = await readJsonRows<Row>(
          db.readRows,
          sql`select ${selected} from ${source} where ${after} order by ${table.id} limit ${size}`,
        );
        if (!rows.length) return;
        yield await completed(db, rows, wanted);
        if (rows.length < size) return;
        last = rows.at(-1)!.id;
      }
    },

    get: (id: number, parentId?: number, viewer?: Viewer) => read(db, id, parentId, viewer),

    /** The answer about one record, in an open transaction (an action answers the record as it now is). */
    read,

    nameOf,

    /** The rows `viewer` may see and change (a partner's scope), for the resource's actions. */
    scopeFor,

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
        return await db.transaction(async (tx) => {
          const current = await find(tx, id, parentId, ctx.viewer, true);
          await checkVersion(tx, { resource: decl.resource, id, updatedAt: current.updatedAt }, version);
          const before = await snapshot(tx, current);
          const { values, links, reply } = await valuesOf(tx, body, decl.writes?.update, id, parentId, current);
          if (reorder && values[place!] === undefined && movesScope(current, values))
            values[place!] = await nextPlace(tx, table, reorder, { ...current, ...values });
          const [after] = (await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() })
            .where(byId(id, parentId))
            .returning()) as Row[];
          if (decl.relations) await writeLinks(tx, decl.relations, id, links);
          await decl.afterWrite?.(tx, ctx, after);
          await recordAudit(tx, ctx, {
            action: 'update',
            resource: decl.resource,
            resourceId: id,
            label: nameOf(after!),
            before,
            after: await snapshot(tx, after!),
          });
          return { ...(await read(tx, id)), ...reply };
        });
      } catch (error) {
        rethrowUnique(error);
      }
    },

    /**
     * A record other records still name (a model with its compliance record) is a 409, and stays; so is one
     * `guardDelete` keeps (a compliance record under legal hold).
     */
    async remove(id: number, ctx: AuditContext, parentId?: number) {
      await db
        .transaction(async (tx) => {
          const row = await find(tx, id, parentId, ctx.viewer, Boolean(decl.guardDelete));
          await decl.guardDelete?.(tx, row);
          const before = await snapshot(tx, row);
          await tx.delete(table).where(byId(id, parentId));
          await decl.afterWrite?.(tx, ctx);
          await recordAudit(tx, ctx, {
            action: 'delete',
            resource: decl.resource,
            resourceId: id,
            label: nameOf(before),
            before,
          });
        })
        .catch((error: unknown) => {
          throw isStillReferenced(error) ? new AppError(409, 'in_use', 'err.inUse') : error;
        });
    },
  };
}

/** The relations or file fields `wanted` names, by their body field (`tag_ids`) or answer field (`tags`). */
function namedIn<V extends { as: string }>(entries: Record<string, V>, wanted: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(entries).filter(([field, v]) => wanted.has(field) || wanted.has(v.as)));
}

/** The property name of one of `table`'s columns. */
function propertyOf(table: CrudTable, column: PgColumn) {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
