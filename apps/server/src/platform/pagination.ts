/**
 * List pages: `{ data, meta: { page, per_page, total, total_is_estimate, has_next } }`. A page reads one row more
 * than it shows, so `has_next` is known whatever the total says: the pager follows it. Totals are counted exactly
 * up to PAGE_TOTAL_LIMIT matching rows with each page, or up to COUNTED_TOTAL_LIMIT when the query asks
 * `count=exact`; above that the planner's estimate is used, so an interactive list never counts millions of rows.
 */
import { getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { COUNTED_TOTAL_LIMIT, type ListMeta, PAGE_TOTAL_LIMIT } from '@backlot/contract';
import { type Db, type Executor, queryRows } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';

export type PageRequest = { page: number; per_page: number; count?: 'exact' };
/** Sortable columns by their wire name (`id` among them), and the sort used when none is asked for. */
export type SortSpec = { columns: Record<string, SQL | { getSQL(): SQL }>; fallback: string };

export const offsetOf = (q: PageRequest) => (q.page - 1) * q.per_page;

/** How far a request's total is counted exactly: with each page, or when the query asks for the count. */
export const countLimitOf = (q: Pick<PageRequest, 'count'>) =>
  q.count === 'exact' ? COUNTED_TOTAL_LIMIT : PAGE_TOTAL_LIMIT;

/**
 * `count(*)` of the rows of `from` matching `filter`, stopping one past `limit`, which is written into the
 * statement (a prepared statement's plan then knows how far it reads).
 */
const cappedCount = (from: PgTable | SQL, filter: SQL, limit: number) =>
  sql`(select count(*) from (select 1 from ${from} ${filter} limit ${sql.raw(String(limit + 1))}) as capped)`;

const filterOf = (where: SQL | undefined) => (where ? sql`where ${where}` : sql``);

/** The planner's estimate of the rows of `from` matching `filter`: no row is read. */
export async function estimatedRows(db: Executor, from: PgTable | SQL, filter: SQL): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    db,
    sql`explain (format json) select 1 from ${from} ${filter}`,
  );
  const raw = plan?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: { 'Plan Rows': number } }]) : raw;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** The total for a count capped one past `limit`: exact up to it, else `estimate`'s (at least the count). */
export async function totalOf(capped: number, limit: number, estimate: () => Promise<number>): Promise<Count> {
  if (capped <= limit) return { total: capped, estimate: false };
  return { total: Math.max(capped, await estimate()), estimate: true };
}

/**
 * Total of rows of `from` (a table or a join expression) matching `where`, exact up to `limit`; above it,
 * `estimate`'s (by default the planner's).
 */
export async function countRows(
  db: Executor,
  from: PgTable | SQL,
  where: SQL | undefined,
  limit: number,
  estimate = () => estimatedRows(db, from, filterOf(where)),
): Promise<Count> {
  const [row] = await preparedRows<{ n: number | string }>(
    db,
    sql`select ${cappedCount(from, filterOf(where), limit)} as n`,
  );
  return totalOf(Number(row?.n ?? 0), limit, estimate);
}

export type Count = { total: number; estimate: boolean };

/**
 * The meta of a page showing `shown` rows, `hasNext` when a row follows them. The rows read settle what a count
 * could not: a page with nothing after it tells the exact total (offset + its rows), and no total, estimated or
 * counted a moment before, is ever less than the rows the pages up to this one hold.
 */
export function pageMeta(q: PageRequest, shown: number, hasNext: boolean, count: Count): ListMeta {
  const reached = offsetOf(q) + shown;
  const meta = { page: q.page, per_page: q.per_page, has_next: hasNext };
  // A page past the end (or of nothing) knows only the count; any other last page, its own total.
  if (!hasNext && shown === 0) return { ...meta, total: count.total, total_is_estimate: count.estimate };
  if (!hasNext) return { ...meta, total: reached, total_is_estimate: false };
  return { ...meta, total: Math.max(count.total, reached + 1), total_is_estimate: count.estimate };
}

/** One row more than a page shows: whether it came says whether a page follows; it is dropped from `rows`. */
export const pageLimit = (q: PageRequest) => q.per_page + 1;
export function takeNext<T>(rows: T[], q: PageRequest): boolean {
  if (rows.length <= q.per_page) return false;
  rows.length = q.per_page;
  return true;
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

/** `text` for ILIKE, with the user's wildcards escaped: the whole value, ignoring case. */
export const literalPattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for ILIKE, with the user's wildcards escaped. */
export const containsPattern = (text: string) => `%${literalPattern(text)}%`;

/**
 * A column that holds its text lower-cased (a search text): matched by LIKE against the lower-cased `q`, which is
 * what ILIKE does, without lower-casing every row it looks at.
 */
export type LowerCased = { lowerCased: PgColumn };
export const lowerCased = (column: PgColumn): LowerCased => ({ lowerCased: column });
export type Searched = PgColumn | SQL | LowerCased;

/** A free-text `q` as a case-insensitive substring of any of `columns`; no condition without `q`. */
export function matchesAny(columns: Searched[], q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ...columns.map((c) => ('lowerCased' in c ? sql`${c.lowerCased} like lower(${pattern})` : ilike(c, pattern))),
  );
}

/** Answered fields: wire name -> a column, or an expression (a derived field). */
export type Fields = Record<string, PgColumn | SQL>;

/** Every column of a table under its property name, once per table. */
const tableColumns = new WeakMap<PgTable, Fields>();
function columnsOf(table: PgTable): Fields {
  let columns = tableColumns.get(table);
  if (!columns) tableColumns.set(table, (columns = getTableColumns(table)));
  return columns;
}

/** `"t"."col" as "name", ...` of a field map, built once per map. */
const columnLists = new WeakMap<Fields, SQL>();
export function columnList(fields: Fields) {
  let list = columnLists.get(fields);
  if (!list) {
    list = sql.join(
      Object.entries(fields).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
      sql`, `,
    );
    columnLists.set(fields, list);
  }
  return list;
}

/**
 * One page of the rows of `table` (a table, or a join expression with its `fields`) matching `where`, in the
 * requested order, and one row more (`has_next`), with the page's meta — in one statement: the capped count rides
 * along as an uncorrelated subquery (evaluated once). A page with no row after it tells its own total (offset +
 * rows, exact at any size); a page with a next one takes the count (the planner's estimate above
 * PAGE_TOTAL_LIMIT); only a page past the end counts again. Measured on the embedded database, this is cheaper
 * than a page query followed by a count (one statement fewer) and than a count made conditional on a full page (a
 * window over the page costs more than the count it saves).
 * Rows come straight from the driver (`db.readRows`) keyed by `fields`' names — e.g. the wire names; by
 * default every column under its property name, as Drizzle names them — with the page's total as an extra
 * `__total`, which no answer schema lists (the serializer writes only what the contract lists).
 */
export async function selectPage<T extends PgTable, F extends Fields = T['_']['columns']>(
  db: Db,
  table: T | SQL,
  where: SQL | undefined,
  query: PageRequest & { sort?: string },
  sort: SortSpec,
  fields: F = columnsOf(table as T) as F,
): Promise<{ rows: SelectResultFields<F>[]; meta: ListMeta }> {
  const offset = offsetOf(query);
  const filter = filterOf(where);
  const limit = countLimitOf(query);
  const order = sql.join(orderBy(query.sort, sort.columns, sort.fallback), sql`, `);
  const rows = await db.readRows<SelectResultFields<F> & { __total: number }>(
    sql`select ${columnList(fields)}, ${cappedCount(table, filter, limit)} as "__total" from ${table} ${filter}
        order by ${order} limit ${pageLimit(query)} offset ${offset}`,
  );
  const hasNext = takeNext(rows, query);
  const count = hasNext
    ? await totalOf(Number(rows[0]!.__total), limit, () => estimatedRows(db, table, filter))
    : rows.length === 0 && offset > 0
      ? await countRows(db, table, where, limit)
      : { total: offset + rows.length, estimate: false };
  return { rows, meta: pageMeta(query, rows.length, hasNext, count) };
}
