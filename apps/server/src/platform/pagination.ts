/**
 * List pages: `{ data, meta: { page, per_page, total, total_is_estimate } }`. Totals are counted exactly up
 * to EXACT_TOTAL_LIMIT matching rows; above that the planner's estimate is used, so an interactive list never
 * counts millions of rows.
 */
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_LIMIT, type ListMeta } from '@backlot/contract';
import { type Executor, queryRows } from '../db/client.js';

export type PageRequest = { page: number; per_page: number };
/** Sortable columns by their wire name (`id` among them), and the sort used when none is asked for. */
export type SortSpec = { columns: Record<string, SQL | { getSQL(): SQL }>; fallback: string };

export const offsetOf = (q: PageRequest) => (q.page - 1) * q.per_page;

/** Total of rows of `from` (a table or a join expression) matching `where`. */
export async function countRows(
  db: Executor,
  from: PgTable | SQL,
  where: SQL | undefined,
): Promise<{ total: number; estimate: boolean }> {
  const filter = where ? sql`where ${where}` : sql``;
  const [capped] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from ${from} ${filter} limit ${EXACT_TOTAL_LIMIT + 1}) as capped`,
  );
  const exact = Number(capped?.n ?? 0);
  if (exact <= EXACT_TOTAL_LIMIT) return { total: exact, estimate: false };
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    db,
    sql`explain (format json) select 1 from ${from} ${filter}`,
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Plan Rows': number } }]) : raw;
  return { total: Math.max(exact, Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? exact)), estimate: true };
}

export function pageMeta(q: PageRequest, count: { total: number; estimate: boolean }): ListMeta {
  return { page: q.page, per_page: q.per_page, total: count.total, total_is_estimate: count.estimate };
}

/** Maps a `sort` parameter (`name`, `-created_at`) to ORDER BY terms; `id` breaks ties so pages are stable. */
export function orderBy(
  sort: string | undefined,
  columns: Record<string, SQL | { getSQL(): SQL }>,
  fallback: string,
): SQL[] {
  const value = sort ?? fallback;
  const desc = value.startsWith('-');
  const column = columns[desc ? value.slice(1) : value] ?? columns[fallback.replace(/^-/, '')];
  const idColumn = columns.id;
  const terms = [desc ? sql`${column} desc` : sql`${column} asc`];
  if (idColumn && column !== idColumn) terms.push(desc ? sql`${idColumn} desc` : sql`${idColumn} asc`);
  return terms;
}

/** `%text%` for ILIKE, with the user's wildcards escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A free-text `q` as a case-insensitive substring of any of `columns`; no condition without `q`. */
export function matchesAny(columns: PgColumn[], q: string | undefined): SQL | undefined {
  return q ? or(...columns.map((column) => ilike(column, containsPattern(q)))) : undefined;
}

/** One page of `table`'s rows matching `where`, in the requested order, with the page's meta. */
export async function selectPage<T extends PgTable>(
  ex: Executor,
  table: T,
  where: SQL | undefined,
  query: PageRequest & { sort?: string },
  sort: SortSpec,
): Promise<{ rows: T['$inferSelect'][]; meta: ListMeta }> {
  const rows = await ex
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...orderBy(query.sort, sort.columns, sort.fallback))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { rows: rows as T['$inferSelect'][], meta: pageMeta(query, await countRows(ex, table, where)) };
}
