/**
 * A resource's lists: a page of the records a query's filters and search match (in the sort asked), and an
 * export's every match in batches. The search strategy is the declaration's: a text match in one plan, or for
 * a table too large for one (`searchWalks`), the newest rows first, or a keyed index (`platform/searched-page.ts`).
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { FilterDef } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { readJsonRows } from '../../db/row-reader.js';
import { filterConditions } from '../filters.js';
import { columnList, matchesAny, selectPage } from '../pagination.js';
import { keyedSearch, searchedPage } from '../searched-page.js';
import type { Viewer } from '../viewer.js';
import type { CrudDeclaration } from './declaration.js';
import { cellColumns, isInstant } from './export-cells.js';
import type { ReadModel } from './read-model.js';
import type { ListQuery, RecordScope, Row } from './scope.js';

export function listing<Q extends ListQuery, F extends Record<string, FilterDef>>(
  decl: CrudDeclaration<Q, F>,
  db: Db,
  model: ReadModel,
  scope: RecordScope,
) {
  const { table } = decl;
  /** The condition of a list query's filters, for `viewer` (a filter may be relative to who asks). */
  const filtersOf = (query: Q, viewer: Viewer | undefined) =>
    decl.filters ? filterConditions(decl.filters.declared, decl.filters.targets, query, viewer) : [];
  /** The keyed index's condition for a search given the filter that keys it (`searchKeyedBy`). */
  const keyedBy = (query: Q) => {
    const keyed = decl.searchKeyedBy;
    const value = keyed && (query as Record<string, unknown>)[keyed.filter];
    return keyed && typeof value === 'number' && query.q ? keyedSearch(keyed, value, query.q) : undefined;
  };
  /** The condition of a list query's filters and search. */
  const whereOf = (query: Q, viewer: Viewer | undefined) =>
    and(...filtersOf(query, viewer), matchesAny(decl.search, query.q));

  return {
    /** Whether an answer holds `field` (an export's field). */
    answers: model.answers,
    /** The wire names of the read model's instants (`timestamp` columns). */
    instantFields: new Set(Object.keys(model.columns).filter((name) => isInstant(model.columns[name]!))),

    async list(query: Q, parentId?: number, viewer?: Viewer) {
      await scope.checkParent(db, parentId);
      const sort = { columns: decl.sort, fallback: decl.defaultSort };
      const match = decl.searchWalks && matchesAny(decl.search, query.q);
      const within = and(scope.within(parentId), scope.scopeFor(viewer));
      const { rows, meta } = match
        ? await searchedPage(
            db,
            {
              table,
              joins: model.joined,
              where: and(...filtersOf(query, viewer), within),
              match,
              walk: decl.searchWalks!.includes((query.sort ?? decl.defaultSort).replace(/^-/, '')),
              keyed: keyedBy(query),
            },
            query,
            sort,
            model.columns,
          )
        : await selectPage(db, model.source, and(whereOf(query, viewer), within), query, sort, model.columns);
      return { data: await model.completed(db, rows as Row[]), meta };
    },

    /**
     * Every record a list query matches (of its `ids` only, when it names some), as an export's rows (the columns, relations and files `fields` names,
     * valued as `cellColumns` says), in id order, `size` at a time: each batch is read after the last id of the
     * one before (keyset), so memory stays the same whatever the total. With `zone`, instants read as that
     * zone's wall-clock time (`2026-11-28 09:30:00`).
     */
    async *batches(
      query: Q,
      fields: readonly string[],
      viewer?: Viewer,
      { zone, size = 2000 }: { zone?: string; size?: number } = {},
    ): AsyncGenerator<Row[]> {
      const wanted = new Set(fields);
      const selected = columnList(cellColumns(model.columnsFor(wanted), zone));
      const { ids } = query as { ids?: number[] };
      const where = and(whereOf(query, viewer), scope.scopeFor(viewer), ids ? inArray(table.id, ids) : undefined);
      for (let last = 0; ;) {
        const after = and(where, gt(table.id, last));
        const rows = await readJsonRows<Row>(
          db.readRows,
          sql`select ${selected} from ${model.source} where ${after} order by ${table.id} limit ${size}`,
        );
        if (!rows.length) return;
        yield await model.completed(db, rows, wanted);
        if (rows.length < size) return;
        last = rows.at(-1)!.id;
      }
    },
  };
}
