/** The generic service of a declared resource: rules and transactions, audit in the same transaction. */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../audit.js';
import { uniqueViolation } from '../db-errors.js';
import { invalid, notFound } from '../errors.js';
import { matchesAny, selectPage } from '../pagination.js';
import { valueTaken } from '../uniqueness.js';
import { fromWire, toWire, wireColumns } from '../wire.js';
import type { CrudDeclaration } from './declaration.js';

type Row = Record<string, unknown> & { id: number };
type ListQuery = { page: number; per_page: number; sort?: string; q?: string };

export function createCrudService<Q extends ListQuery>(decl: CrudDeclaration<Q>, db: Db) {
  const { table } = decl;
  const nameKey = toCamel(decl.nameField);
  const nameOf = (row: Row) => (row[nameKey] == null ? null : String(row[nameKey]));
  /** Reads answer rows selected under their wire names: nothing to rename afterwards. */
  const columns = wireColumns(table);

  /** A record by id, as its row or (with `fields`) under other names; 404 when there is none. */
  async function find(
    ex: Executor,
    id: number,
    fields: Record<string, PgColumn> = getTableColumns(table),
  ): Promise<Row> {
    const [row] = await ex.select(fields).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw notFound();
    return row as Row;
  }

  /** 422 on each unique field whose value another record already has. */
  async function checkUnique(ex: Executor, values: Record<string, unknown>, exceptId?: number) {
    const taken: Record<string, string[]> = {};
    for (const rule of decl.unique ?? []) {
      const value = values[toCamel(rule.field)];
      if (typeof value === 'string' && (await valueTaken(ex, table, rule.column, value, exceptId))) {
        taken[rule.field] = ['msg.taken'];
      }
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

  return {
    async list(query: Q) {
      const terms: Array<SQL | undefined> = [...(decl.filters?.(query) ?? []), matchesAny(decl.search, query.q)];
      const sort = { columns: decl.sort, fallback: decl.defaultSort };
      const { rows, meta } = await selectPage(db, table, and(...terms), query, sort, columns);
      return { data: rows, meta };
    },

    async get(id: number) {
      return find(db, id, columns);
    },

    async create(body: Record<string, unknown>, ctx: AuditContext) {
      const values = fromWire(body);
      try {
        return await db.transaction(async (tx) => {
          await checkUnique(tx, values);
          const [row] = (await tx.insert(table).values(values).returning()) as Row[];
          await recordAudit(tx, ctx, {
            action: 'create',
            resource: decl.resource,
            resourceId: row!.id,
            label: nameOf(row!),
            after: row,
          });
          return toWire(row);
        });
      } catch (error) {
        rethrowUnique(error);
      }
    },

    async update(id: number, body: Record<string, unknown>, ctx: AuditContext) {
      const values = fromWire(body);
      try {
        return await db.transaction(async (tx) => {
          const before = await find(tx, id);
          await checkUnique(tx, values, id);
          const [after] = (await tx
            .update(table)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning()) as Row[];
          await recordAudit(tx, ctx, {
            action: 'update',
            resource: decl.resource,
            resourceId: id,
            label: nameOf(after!),
            before,
            after,
          });
          return toWire(after);
        });
      } catch (error) {
        rethrowUnique(error);
      }
    },

    async remove(id: number, ctx: AuditContext) {
      await db.transaction(async (tx) => {
        const before = await find(tx, id);
        await decl.beforeDelete?.(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, ctx, {
          action: 'delete',
          resource: decl.resource,
          resourceId: id,
          label: nameOf(before),
          before,
        });
      });
    },
  };
}

const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
