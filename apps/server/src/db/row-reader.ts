/**
 * Rows of a query straight from the driver, keyed by the query's column names, each value parsed by the
 * driver alike on both databases (instants as Dates, bigints as numbers, a calendar day as its text): a read
 * that selects its columns under their wire names needs no mapping afterwards. On PostgreSQL the query runs
 * as a prepared statement named after its text, so each connection parses and plans it once.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, is, type Query, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** Reads a statement, or one rendered already (`template`). */
export type RowReader = <T>(query: SQL | Query) => Promise<T[]>;

/** Renders queries as the database handles do (snake_case): one instance for every reader of SQL text. */
export const dialect = new PgDialect({ casing: 'snake_case' });

const rendered = (query: SQL | Query): Query => (is(query, SQL) ? dialect.sqlToQuery(query) : query);

/**
 * A statement rendered once, its values bound by name at each call (`sql.placeholder('ids')`): for a read whose
 * text never changes and takes long to build (a resource's rows by key: its columns, joins and derived fields).
 */
export function template(build: () => SQL): (values: Record<string, unknown>) => Query {
  let built: Query | undefined;
  return (values) => {
    built ??= dialect.sqlToQuery(build());
    return { sql: built.sql, params: fillPlaceholders(built.params, values) };
  };
}

const INT8 = 20;
const DATE = 1082;
const asText = (value: string) => value;
/** node-postgres reads int8 as text and a date as a local Date; PGlite as a number and a UTC Date. */
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? Number : oid === DATE ? asText : pg.types.getTypeParser(oid, format),
};
const pgliteParsers = { [DATE]: asText };

export const statementName = (text: string) => `r_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

export function postgresRowReader(pool: pg.Pool): RowReader {
  return async <T>(query: SQL | Query) => {
    const { sql: text, params } = rendered(query);
    const result = await pool.query({ name: statementName(text), text, values: params, types: pgTypes });
    return result.rows as T[];
  };
}

export function pgliteRowReader(client: PGlite): RowReader {
  return async <T>(query: SQL | Query) => {
    const { sql: text, params } = rendered(query);
    return (await client.query<T>(text, params, { parsers: pgliteParsers })).rows;
  };
}

/**
 * Rows of `query` read as one JSON text each (`to_json` of the row): values JSON can carry (numbers, text,
 * booleans, null; instants as the database prints them). PGlite decodes a row of sixteen columns
 * field by field, each a copy and a text decode; one text per row makes a wide read several times cheaper,
 * which is what an export of a hundred thousand rows needs. Other reads keep `readRows`' typed values.
 */
export async function readJsonRows<T>(readRows: RowReader, query: SQL): Promise<T[]> {
  const rows = await readRows<{ row: string }>(sql`select to_json(q)::text as row from (${query}) q`);
  return rows.map(({ row }) => JSON.parse(row) as T);
}
