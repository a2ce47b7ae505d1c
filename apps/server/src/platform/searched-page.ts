/**
 * A page of a large table searched by `q`, where neither index alone is right for every search: walking the
 * list's order (a channel's newest members) finds a common text at once but reads the whole channel for a rare
 * one; the text's trigram index finds a rare text at once but hands over every row of a common one to sort.
 * The planner cannot tell them apart (a prepared statement's plan is made once for every text, and how common a
 * text is within a channel is beyond its statistics), so the list looks:
 *
 * 1. among the newest WINDOW rows of its other conditions, in its order: an index walk of bounded length, which
 *    also counts them and their matches (when they are all the rows there are, those matches are the total);
 * 2. when they hold no full page and there are more rows, in the text's index (all matches, sorted), which
 *    gives the capped count with the page;
 * 3. for a page the walk found, counts to PAGE_TOTAL_LIMIT whichever way costs less (`countCosts`): walking on,
 *    at the rate of matches the window showed, or the text's index.
 *
 * A query that asks for its total (`count=exact`) has it counted up to COUNTED_TOTAL_LIMIT by one capped count of
 * every match (the planner picks the text's index or a walk); above that, the window's rate of matches times the
 * planner's estimate of the other conditions' rows.
 *
 * `where` and `match` may name only the table's own columns: the walk reads the table alone, joins come after.
 * The walk reads only the key, the order and what `match` names, so an index holding them (the order's, with the
 * searched text trailing) answers it without the table; the page's rows are then read by their key.
 *
 * A text's index intersects the postings of the filter's value with each trigram's, which costs as much as the
 * longest of them: a text common in the table but absent from one channel still reads every posting of both. A
 * list keyed by a filter (`searchKeyedBy`) keeps its trigrams per value of it too, so a search given that filter
 * reads only that value's postings of its trigrams.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COUNTED_TOTAL_LIMIT, type ListMeta, PAGE_TOTAL_LIMIT } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { template } from '../db/row-reader.js';
import { searchKeys } from '../db/search-keys.js';
import {
  columnList,
  countRows,
  estimatedRows,
  type Fields,
  offsetOf,
  orderBy,
  type PageRequest,
  pageLimit,
  pageMeta,
  type SortSpec,
  takeNext,
  totalOf,
} from './pagination.js';

/** Rows the walk reads at most for a page, and for a count. */
export const WINDOW = 1_000;
export const COUNT_WINDOW = 50_000;

/**
 * What counting PAGE_TOTAL_LIMIT + 1 matches costs, in rows of the walk (measured on PostgreSQL 15, a million
 * members, hot cache: a walked row 0.26 µs). The keyed index reads each match's row (2.5 µs, so 10 walked rows)
 * after reading `grams` postings for each match of the search (0.13 µs each, half a walked row).
 */
const ROW_READ = 10;
const POSTING_READ = 0.5;
export function countCosts(hitsInWindow: number, estimatedMatches: number, grams: number | undefined) {
  return {
    walk: (CAP * WINDOW) / hitsInWindow,
    index:
      grams === undefined
        ? Infinity
        : ROW_READ * Math.min(CAP, estimatedMatches) + POSTING_READ * grams * estimatedMatches,
  };
}

export type SearchedList = {
  table: PgTable;
  /** The read model's joins (`left join ... on ...`), made for the page's rows only. */
  joins: SQL;
  where: SQL | undefined;
  match: SQL;
  /** Whether the requested order has an index to walk (else the text's index straight away). */
  walk: boolean;
  /** The search within one key of a keyed index (`keyedSearch`), implied by `where` and `match`. */
  keyed?: KeyedSearch;
};

/** The trigrams a search is keyed by: the `search_keys(key, text)` of migration 0020. */
export type SearchKey = { key: PgColumn; text: PgColumn };
/** A condition that a keyed index answers, and how many of the key's trigrams it looks up. */
export type KeyedSearch = { condition: SQL; grams: number };

/**
 * `search_keys(key, text) @> {…}` for a search of `q` within one key's `value`, or none when `q` offers no
 * trigram to look up. Only the trigrams inside `q`'s runs of ASCII letters and digits: pg_trgm splits a text into
 * words at any other character, so a text holding `q` holds those trigrams inside one of its words, whatever its
 * locale makes of other characters. The keys travel as one parameter, so the statement stays one prepared text.
 */
export function keyedSearch({ key, text }: SearchKey, value: number, q: string): KeyedSearch | undefined {
  const grams = new Set<string>();
  for (const run of q.replace(/[A-Z]/g, (c) => c.toLowerCase()).match(/[a-z0-9]{3,}/g) ?? []) {
    for (let i = 0; i + 3 <= run.length; i++) grams.add(`${value}:${run.slice(i, i + 3)}`);
  }
  if (!grams.size) return undefined;
  return {
    condition: sql`${searchKeys(key, text)} @> string_to_array(${[...grams].join(',')}::text, ',')`,
    grams: grams.size,
  };
}

type Row = Record<string, unknown>;

/**
 * A page's rows by their keys (`ids`, comma-separated), rendered once per resource (its one field map). A statement
 * of its own, whose cost is the same whatever the keys: planned once per connection, where the finding statements'
 * plans vary with the filters' values.
 */
const rowsByKeys = new WeakMap<Fields, ReturnType<typeof template>>();
function byKeys(table: PgTable, joins: SQL, fields: Fields) {
  let read = rowsByKeys.get(fields);
  if (!read) {
    read = template(
      () =>
        sql`select ${columnList(fields)} from ${table} ${joins} where ${table}."id" = any(string_to_array(${sql.placeholder('ids')}::text, ',')::int[])`,
    );
    rowsByKeys.set(fields, read);
  }
  return read;
}
type Keys = { __id: number | null };
const CAP = PAGE_TOTAL_LIMIT + 1;

/** The page, with its total counted up to COUNTED_TOTAL_LIMIT when the query asks `count=exact`. */
export async function searchedPage(
  db: Db,
  list: SearchedList,
  query: PageRequest & { sort?: string },
  sort: SortSpec,
  fields: Fields,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  if (query.count !== 'exact') return pageOfSearch(db, list, query, sort, fields);
  const [page, total] = await Promise.all([
    pageOfSearch(db, list, { ...query, count: undefined }, sort, fields),
    countedMatches(db, list),
  ]);
  return { rows: page.rows, meta: pageMeta(query, page.rows.length, page.meta.has_next, total) };
}

/**
 * Every match counted up to COUNTED_TOTAL_LIMIT; above it, the rate of matches among WINDOW rows of the other
 * conditions times the planner's estimate of those (its estimate of a text's matches is a guess).
 */
function countedMatches(db: Db, { table, where, match }: SearchedList) {
  const filter = where ? sql`where ${where}` : sql``;
  return countRows(db, table, where ? sql`${where} and ${match}` : match, COUNTED_TOTAL_LIMIT, async () => {
    const [sample] = await preparedRows<{ hits: number | string; seen: number | string }>(
      db,
      sql`select count(*) filter (where "__hit") as "hits", count(*) as "seen"
        from (select (${match}) as "__hit" from ${table} ${filter} limit ${sql.raw(String(WINDOW))}) as "__sample"`,
    );
    const rate = Number(sample!.hits) / Math.max(Number(sample!.seen), 1);
    return Math.round(rate * (await estimatedRows(db, table, filter)));
  });
}

async function pageOfSearch(
  db: Db,
  { table, joins, where, match, walk, keyed }: SearchedList,
  query: PageRequest & { sort?: string },
  sort: SortSpec,
  fields: Fields,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const order = sql.join(orderBy(query.sort, sort.columns, sort.fallback), sql`, `);
  const offset = offsetOf(query);
  // The page's rows and one more, which tells whether a page follows.
  const wanted = offset + pageLimit(query);
  const matching = where ? sql`${where} and ${match}` : match;
  /**
   * The newest `size` rows of the other conditions, in order: each one's key, and whether it matches. `size` is
   * written into the statement: a parameter's limit is unknown to a generic plan, which then costs the walk as a
   * tenth of the table and is never chosen, so every call would be planned again.
   */
  const newest = (size: number) =>
    sql`(select ${table}."id" as "__id", (${match}) as "__hit"
      from ${table} ${where ? sql`where ${where}` : sql``} order by ${order} limit ${sql.raw(String(size))}) as "__walk"`;
  /**
   * Every match, by the text's index: materialized, so that no plan walks the order instead. Keyed, the rows of the
   * keyed index alone (behind `offset 0`, so no plan reads the other conditions' indexes too), then the conditions.
   */
  const matches = keyed
    ? sql`with ${table} as materialized (select * from (select * from ${table} where ${keyed.condition} offset 0) as ${table} where ${matching})`
    : sql`with ${table} as materialized (select * from ${table} where ${matching})`;
  const counted = async (statement: SQL) => Number((await preparedRows<{ n: string | number }>(db, statement))[0]!.n);
  const cappedCount = (from: SQL, condition: SQL = sql`true`) =>
    sql`select count(*) as n from (select 1 from ${from} where ${condition} limit ${sql.raw(String(CAP))}) c`;
  const countByIndex = () => counted(sql`${matches} ${cappedCount(sql`${table}`)}`);
  const rowsOf = async (ids: number[]): Promise<Row[]> => {
    if (!ids.length) return [];
    const rows = await db.readRows<Row>(byKeys(table, joins, fields)({ ids: ids.join(',') }));
    const byId = new Map<number, Row>(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  };

  if (walk && wanted <= WINDOW) {
    // One pass over the newest WINDOW rows: how many there were, how many match, the page's keys among them (in
    // the walk's order: the aggregate reads the ordered, limited subquery as it comes).
    const [walked] = await preparedRows<{ hits: number | string; seen: number | string; ids: number[] | null }>(
      db,
      sql`select count(*) filter (where "__hit") as "hits", count(*) as "seen",
        (array_agg("__id") filter (where "__hit"))[${offset + 1}::int:${wanted}::int] as "ids" from ${newest(WINDOW)}`,
    );
    const [hits, seen, page] = [Number(walked!.hits), Number(walked!.seen), walked!.ids ?? []];
    const hasNext = takeNext(page, query);
    // Every row of the other conditions seen: the matches among them are all there are.
    if (seen < WINDOW) {
      return {
        rows: await rowsOf(page),
        meta: pageMeta(query, page.length, hasNext, { total: hits, estimate: false }),
      };
    }
    if (hasNext) {
      // The matches, at the window's rate of them among the rows the planner expects of the other conditions
      // (its estimate of a text's matches is a guess from a sample of the whole table).
      const others = await estimatedRows(db, table, where ? sql`where ${where}` : sql``);
      const estimated = Math.round((hits / WINDOW) * Math.max(others, WINDOW));
      const cost = countCosts(hits, estimated, keyed?.grams);
      const count = async () => {
        const byWalk =
          cost.walk <= Math.min(COUNT_WINDOW, cost.index)
            ? await counted(cappedCount(newest(COUNT_WINDOW), sql`"__hit"`))
            : 0;
        return totalOf(byWalk >= CAP ? byWalk : await countByIndex(), PAGE_TOTAL_LIMIT, async () => estimated);
      };
      // The rows and the count at once (on PostgreSQL, two connections).
      const [rows, total] = await Promise.all([rowsOf(page), count()]);
      return { rows, meta: pageMeta(query, rows.length, true, total) };
    }
  }
  const keys = await db.readRows<Keys & { __total: string | number }>(
    sql`${matches} select ${table}."id" as "__id", (select count(*) from (select 1 from ${table} limit ${sql.raw(String(CAP))}) c) as "__total"
      from ${table} order by ${order} limit ${pageLimit(query)} offset ${offset}`,
  );
  // No row, so the count that rides along with one is not there: none at all, or a page past the last.
  const capped = keys.length ? Number(keys[0]!.__total) : offset ? await countByIndex() : 0;
  const hasNext = takeNext(keys, query);
  const rows = await rowsOf(keys.map((k) => Number(k.__id)));
  const total = await totalOf(capped, PAGE_TOTAL_LIMIT, () => estimatedRows(db, table, sql`where ${matching}`));
  return { rows, meta: pageMeta(query, rows.length, hasNext, total) };
}
