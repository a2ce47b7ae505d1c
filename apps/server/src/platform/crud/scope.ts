/**
 * Which rows a request reaches: a nested resource's records only under the parent its path names (a missing
 * parent is a 404), the resource's own rows (`rows`), and to a channel partner only those in their scope.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { FilterDef } from '@backlot/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { notFound } from '../errors.js';
import type { Viewer } from '../viewer.js';
import type { CrudDeclaration } from './declaration.js';
import type { CrudTable } from './table.js';

export type Row = Record<string, unknown> & { id: number };
export type ListQuery = { page: number; per_page: number; sort?: string; q?: string };

/** The property name of one of `table`'s columns. */
export function propertyOf(table: CrudTable, column: PgColumn) {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}

export function recordScope<Q extends ListQuery, F extends Record<string, FilterDef>>(decl: CrudDeclaration<Q, F>) {
  const { table, parent } = decl;
  /** The condition that keeps a nested resource's reads and writes to the parent's records. */
  const within = (parentId?: number) => (parent && parentId !== undefined ? eq(parent.column, parentId) : undefined);
  /** The rows `viewer` may see: the resource's rows (`rows`), within a partner's scope for a partner. */
  const scopeFor = (viewer: Viewer | undefined) =>
    and(decl.rows, viewer?.isPartner && decl.partnerScope ? decl.partnerScope(viewer.id) : undefined);
  /** A record with this id, of the parent when nested, that `viewer` may see. */
  const byId = (id: number, parentId?: number, viewer?: Viewer) =>
    and(eq(table.id, id), within(parentId), scopeFor(viewer));

  return {
    within,
    scopeFor,
    byId,
    /** The property holding a nested record's parent id (`channelId`). */
    parentKey: parent && propertyOf(table, parent.column),

    /** 404 when the parent a nested request names does not exist. */
    async checkParent(ex: Executor, parentId?: number) {
      if (!parent || parentId === undefined) return;
      const [hit] = await ex.select({ id: parent.table.id }).from(parent.table).where(eq(parent.table.id, parentId));
      if (!hit) throw notFound();
    },

    /** The record's row, by property name, or a 404; `lock`: locked until the transaction ends. */
    async find(ex: Executor, id: number, parentId?: number, viewer?: Viewer, lock = false): Promise<Row> {
      const query = ex
        .select(getTableColumns(table))
        .from(table)
        .where(byId(id, parentId, viewer))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      if (!row) throw notFound();
      return row as Row;
    },

    /** Whether `viewer` may see the record. */
    async visible(ex: Executor, id: number, viewer: Viewer | undefined) {
      const scope = scopeFor(viewer);
      if (!scope) return true;
      const [row] = await ex
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), scope))
        .limit(1);
      return Boolean(row);
    },
  };
}

export type RecordScope = ReturnType<typeof recordScope>;
