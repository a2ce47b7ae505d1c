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
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXACT_TOTAL_LIMIT, type ListMeta } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { preparedRows } from '../db/prepared.js';
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

/** Rows the walk reads at most for a page, and for a count. */
export const WINDOW = 1_000;
export const COUNT_WINDOW = 10_000;

export type SearchedList = {
  table: PgTable;
  /** The read model's joins (`left join ... on ...`), made for the page's rows only. */
  joins: SQL;
  where: SQL | undefined;
  match: SQL;
  /** Whether the requested order has an index to walk (else the text's index straight away). */
  walk: boolean;
};

type Row = Record<string, unknown>;
const CAP = EXACT_TOTAL_LIMIT + 1;

export async function searchedPage(
  db: Db,
  { table, joins, where, match, walk }: SearchedList,
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
  /** Every match, by the text's index: materialized, so that no plan walks the order instead. */
  const matches = sql`with ${table} as materialized (select * from ${table} where ${matching})`;
  const counted = async (statement: SQL) => Number((await preparedRows<{ n: string | number }>(db, statement))[0]!.n);
  const cappedCount = (from: SQL, condition: SQL = sql`true`) =>
    sql`select count(*) as n from (select 1 from ${from} where ${condition} limit ${sql.raw(String(CAP))}) c`;
  const answer = async (rows: Row[], capped: number) => ({
    rows,
    meta: pageMeta(query, await totalOf(db, table, sql`where ${matching}`, capped)),
  });

  if (walk && wanted <= WINDOW) {
    // One statement: the page among the newest WINDOW rows, how many of those match, and how many there were.
    const walked = await db.readRows<Row & { __pos: number | null; __hits: number; __seen: number }>(
      sql`with "__walk" as ${newest(WINDOW)}
      select "__page".*, "__walked".* from (select count(*) filter (where "__hit") as "__hits", count(*) as "__seen"
        from "__walk") as "__walked"
      left join lateral (select ${columnList(fields)}, "__walk"."__pos" from "__walk" join ${table} on ${table}."id" = "__walk"."__id"
        ${joins} where "__walk"."__hit" order by "__walk"."__pos" limit ${query.per_page} offset ${offset}) as "__page" on true`,
    );
    const { __hits: hits, __seen: seen } = walked[0]!;
    const rows = walked.filter((row) => row.__pos !== null).map(({ __pos, __hits, __seen, ...row }) => row);
    // Every row of the other conditions seen: the matches among them are all there are.
    if (seen < WINDOW) return { rows, meta: pageMeta(query, { total: hits, estimate: false }) };
    if (rows.length === query.per_page) {
      // `wanted` matches within `last` rows: at that rate, the cap within COUNT_WINDOW rows?
      const last = Number(walked.at(-1)!.__pos);
      const counts =
        (CAP * last) / wanted <= COUNT_WINDOW
          ? await counted(cappedCount(sql`${newest(COUNT_WINDOW)} as "__walk"`, sql`"__hit"`))
          : 0;
      return answer(rows, counts >= CAP ? counts : await counted(sql`${matches} ${cappedCount(sql`${table}`)}`));
    }
  }
  const rows = await db.readRows<Row & { __total: string | number }>(
    sql`${matches} select ${columnList(fields)}, (select count(*) from (select 1 from ${table} limit ${sql.raw(String(CAP))}) c) as "__total"
      from ${table} ${joins} order by ${order} limit ${query.per_page} offset ${offset}`,
  );
  if (rows.length) return answer(rows, Number(rows[0]!.__total));
  // No row, so the count that rides along with one is not there: none at all, or a page past the last.
  return answer(rows, offset ? await counted(sql`${matches} ${cappedCount(sql`${table}`)}`) : 0);
}
