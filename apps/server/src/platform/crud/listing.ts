/**
 * A resource's lists: a page of the records a query's filters and search match (in the sort asked), and an
 * export's every match in batches. The search strategy is the declaration's: a text match in one plan, or for
 * a table too large for one (`searchWalks`), the newest rows first, or a keyed index (`platform/searched-page.ts`).
 */
import { and, inArray } from 'drizzle-orm';
import type { FilterDef } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { filterConditions } from '../filters.js';
import { matchesAny, selectPage } from '../pagination.js';
import { keyedSearch, searchedPage } from '../searched-page.js';
import type { Viewer } from '../viewer.js';
import type { CrudDeclaration } from './declaration.js';
import { isInstant, keysetBatches } from './export-cells.js';
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
    /** 404 when the parent a nested request names does not exist. */
    checkParent: (parentId?: number) => scope.checkParent(db, parentId),
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
     * Every record a list query matches (of its `ids` only, when it names some; of the parent `parentId` when
     * nested), as an export's rows (the columns, relations and files `fields` names), in keyset batches
     * (`keysetBatches`); with `zone`, instants read as that zone's wall-clock time (`2026-11-28 09:30:00`).
     */
    async *batches(
      query: Q,
      fields: readonly string[],
      viewer?: Viewer,
      { zone, parentId, size = 2000 }: { zone?: string; parentId?: number; size?: number } = {},
    ): AsyncGenerator<Row[]> {
      const wanted = new Set(fields);
      const { ids } = query as { ids?: number[] };
      const selection = ids ? inArray(table.id, ids) : undefined;
      const where = and(whereOf(query, viewer), scope.scopeFor(viewer), scope.within(parentId), selection);
      const from = { source: model.source, id: table.id, columns: model.columnsFor(wanted) };
      for await (const rows of keysetBatches<Row>(db, from, where, { zone, size }))
        yield await model.completed(db, rows, wanted);
    },
  };
}
