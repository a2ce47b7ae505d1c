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
 * 3. for a page the walk found, counts by walking on when the walk showed the text common enough to meet
 *    EXACT_TOTAL_LIMIT matches within COUNT_WINDOW rows, else by the text's index.
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
import { EXACT_TOTAL_LIMIT, type ListMeta } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
import { template } from '../db/row-reader.js';
import { searchKeys } from '../db/search-keys.js';
import {
  columnList,
  type Fields,
  offsetOf,
  orderBy,
  type PageRequest,
  pageMeta,
  type SortSpec,
  totalOf,
} from './pagination.js';

/**
 * Rows the walk reads at most for a page, and for a count. Walking the order's index costs about a fiftieth of what
 * the text's index costs per match (which reads each one's row): the walk counts a text found in 2 % of the rows or
 * more, up to the cap, in fewer than COUNT_WINDOW rows.
 */
export const WINDOW = 1_000;
export const COUNT_WINDOW = 50_000;

export type SearchedList = {
  table: PgTable;
  /** The read model's joins (`left join ... on ...`), made for the page's rows only. */
  joins: SQL;
  where: SQL | undefined;
  match: SQL;
  /** Whether the requested order has an index to walk (else the text's index straight away). */
  walk: boolean;
  /**
   * A condition that a keyed index answers for this search within one key (`keyedSearch`), implied by `where`
   * and `match`: the text's index is then read through it alone.
   */
  keyed?: SQL;
};

/** The trigrams a search is keyed by: the `search_keys(key, text)` of migration 0020. */
export type SearchKey = { key: PgColumn; text: PgColumn };

/**
 * `search_keys(key, text) @> {…}` for a search of `q` within one key's `value`, or none when `q` offers no
 * trigram to look up. Only the trigrams inside `q`'s runs of ASCII letters and digits: pg_trgm splits a text into
 * words at any other character, so a text holding `q` holds those trigrams inside one of its words, whatever its
 * locale makes of other characters. The keys travel as one parameter, so the statement stays one prepared text.
 */
export function keyedSearch({ key, text }: SearchKey, value: number, q: string): SQL | undefined {
  const grams = new Set<string>();
  for (const run of q.replace(/[A-Z]/g, (c) => c.toLowerCase()).match(/[a-z0-9]{3,}/g) ?? []) {
    for (let i = 0; i + 3 <= run.length; i++) grams.add(`${value}:${run.slice(i, i + 3)}`);
  }
  if (!grams.size) return undefined;
  return sql`${searchKeys(key, text)} @> string_to_array(${[...grams].join(',')}::text, ',')`;
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
const CAP = EXACT_TOTAL_LIMIT + 1;

export async function searchedPage(
  db: Db,
  { table, joins, where, match, walk, keyed }: SearchedList,
  query: PageRequest & { sort?: string },
  sort: SortSpec,
  fields: Fields,
): Promise<{ rows: Row[]; meta: ListMeta }> {
  const order = sql.join(orderBy(query.sort, sort.columns, sort.fallback), sql`, `);
  const offset = offsetOf(query);
  const wanted = offset + query.per_page;
  const matching = where ? sql`${where} and ${match}` : match;
  /**
   * The newest `size` rows of the other conditions, in order: each one's key, position, and whether it matches.
   * `size` is written into the statement: a parameter's limit is unknown to a generic plan, which then costs the
   * walk as a tenth of the table and is never chosen, so every call would be planned again.
   */
  const newest = (size: number) =>
    sql`(select ${table}."id" as "__id", (${match}) as "__hit", row_number() over (order by ${order}) as "__pos"
      from ${table} ${where ? sql`where ${where}` : sql``} order by ${order} limit ${sql.raw(String(size))})`;
  /**
   * Every match, by the text's index: materialized, so that no plan walks the order instead. Keyed, the rows of the
   * keyed index alone (behind `offset 0`, so no plan reads the other conditions' indexes too), then the conditions.
   */
  const matches = keyed
    ? sql`with ${table} as materialized (select * from (select * from ${table} where ${keyed} offset 0) as ${table} where ${matching})`
    : sql`with ${table} as materialized (select * from ${table} where ${matching})`;
  const counted = async (statement: SQL) => Number((await preparedRows<{ n: string | number }>(db, statement))[0]!.n);
  const cappedCount = (from: SQL, condition: SQL = sql`true`) =>
    sql`select count(*) as n from (select 1 from ${from} where ${condition} limit ${sql.raw(String(CAP))}) c`;
  const rowsOf = async (keys: Keys[]): Promise<Row[]> => {
    const ids = keys.flatMap((k) => (k.__id === null ? [] : [Number(k.__id)]));
    if (!ids.length) return [];
    const rows = await db.readRows<Row>(byKeys(table, joins, fields)({ ids: ids.join(',') }));
    const byId = new Map<number, Row>(rows.map((row) => [Number(row.id), row]));
    return ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined);
  };
  const answer = async (keys: Keys[], capped: number) => ({
    rows: await rowsOf(keys),
    meta: pageMeta(query, await totalOf(db, table, sql`where ${matching}`, capped)),
  });

  if (walk && wanted <= WINDOW) {
    // One statement: the page's keys among the newest WINDOW rows, how many of those match, how many there were.
    const walked = await db.readRows<Keys & { __pos: number | null; __hits: number; __seen: number }>(
      sql`with "__walk" as ${newest(WINDOW)}
      select "__page".*, "__walked".* from (select count(*) filter (where "__hit") as "__hits", count(*) as "__seen"
        from "__walk") as "__walked"
      left join lateral (select "__id", "__pos" from "__walk" where "__hit" order by "__pos"
        limit ${query.per_page} offset ${offset}) as "__page" on true`,
    );
    const { __hits: hits, __seen: seen } = walked[0]!;
    // Every row of the other conditions seen: the matches among them are all there are.
    if (seen < WINDOW) return { rows: await rowsOf(walked), meta: pageMeta(query, { total: hits, estimate: false }) };
    const found = walked.filter((row) => row.__id !== null);
    if (found.length === query.per_page) {
      // `wanted` matches within `last` rows: at that rate, the cap within COUNT_WINDOW rows?
      const last = Number(found.at(-1)!.__pos);
      const counts =
        (CAP * last) / wanted <= COUNT_WINDOW
          ? await counted(cappedCount(sql`${newest(COUNT_WINDOW)} as "__walk"`, sql`"__hit"`))
          : 0;
      return answer(found, counts >= CAP ? counts : await counted(sql`${matches} ${cappedCount(sql`${table}`)}`));
    }
  }
  const keys = await db.readRows<Keys & { __total: string | number }>(
    sql`${matches} select ${table}."id" as "__id", (select count(*) from (select 1 from ${table} limit ${sql.raw(String(CAP))}) c) as "__total"
      from ${table} order by ${order} limit ${query.per_page} offset ${offset}`,
  );
  if (keys.length) return answer(keys, Number(keys[0]!.__total));
  // No row, so the count that rides along with one is not there: none at all, or a page past the last.
  return answer(keys, offset ? await counted(sql`${matches} ${cappedCount(sql`${table}`)}`) : 0);
}
