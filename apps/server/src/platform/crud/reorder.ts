/**
 * Reordering (`reorder: { column, scope }` in a declaration): `POST /<resource>/reorder { ids }` under
 * `edit-<resource>` gives every record of one scope (the rows sharing the `scope` columns' values with the
 * first id: the blocks of one site page) in the new order. In one transaction with the scope's rows locked,
 * each record's `column` becomes its index, and each record whose place changed is audited (`reorder`, its
 * sort before and after). A list that is not exactly the scope's records is a 422 on `ids`. A create that
 * gives no place puts the record last in its scope (`nextPlace`).
 */
import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type PermissionName, type PermissionResource, reorderBody, reorderResult } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { auditContextOf, recordAudit } from '../audit.js';
import { invalid } from '../errors.js';
import type { CrudTable } from './table.js';

export type ReorderDeclaration = {
  /** The integer column holding a record's place (0 first). */
  column: PgColumn;
  /** The columns whose values make one ordered list (a block's site and page); none: the whole table. */
  scope: PgColumn[];
};

type Row = Record<string, unknown> & { id: number };
type Owner = { resource: PermissionResource; table: CrudTable; labelOf: (row: Row) => string | null };

/** The property name of a column in its table. */
const keyOf = (table: CrudTable, column: PgColumn) =>
  Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];

/** The condition selecting the rows of `values`' scope (values by property name). */
function scopeOf(table: CrudTable, spec: ReorderDeclaration, values: Record<string, unknown>): SQL | undefined {
  return and(...spec.scope.map((column) => eq(column, values[keyOf(table, column)])));
}

/** The place after the last record of the scope of `values`: where a new record goes when it names none. */
export async function nextPlace(
  ex: Executor,
  table: CrudTable,
  spec: ReorderDeclaration,
  values: Record<string, unknown>,
) {
  const [row] = await ex
    .select({ next: sql<number>`coalesce(max(${spec.column}) + 1, 0)::int` })
    .from(table)
    .where(scopeOf(table, spec, values));
  return row?.next ?? 0;
}

export function registerReorder(app: FastifyInstance, db: Db, owner: Owner, spec: ReorderDeclaration) {
  const { table } = owner;
  const place = keyOf(table, spec.column);
  const refused = () => invalid({ ids: ['msg.reorderScope'] });
  app.withTypeProvider<ZodTypeProvider>().post(`/${owner.resource}/reorder`, {
    config: { access: `edit-${owner.resource}` as PermissionName },
    schema: {
      tags: [owner.resource],
      summary: 'Put every record of one list in a new order',
      body: reorderBody,
      response: { 200: reorderResult },
    },
    handler: (request) =>
      db.transaction(async (tx) => {
        const { ids } = request.body;
        const [first] = (await tx.select().from(table).where(eq(table.id, ids[0]!))) as Row[];
        if (!first || new Set(ids).size !== ids.length) throw refused();
        const rows = (await tx
          .select()
          .from(table)
          .where(scopeOf(table, spec, first))
          .orderBy(asc(spec.column), asc(table.id))
          .for('update')) as Row[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        if (rows.length !== ids.length || ids.some((id) => !byId.has(id))) throw refused();
        const ctx = auditContextOf(request);
        for (const [index, id] of ids.entries()) {
          const row = byId.get(id)!;
          if (row[place] === index) continue;
          await tx
            .update(table)
            .set({ [place]: index })
            .where(eq(table.id, id));
          await recordAudit(tx, ctx, {
            action: 'reorder',
            resource: owner.resource,
            resourceId: id,
            label: owner.labelOf(row),
            before: { [spec.column.name]: row[place] },
            after: { [spec.column.name]: index },
          });
        }
        return { ids };
      }),
  });
}
