/**
 * Statements of a fixed shape that run many times a second (the processors' notifications, the events intake,
 * their rollups): named after their text, so that on PostgreSQL each connection parses and plans them once
 * (an unnamed statement is parsed and planned on every call, which costs more than running these). In or out
 * of a transaction; PGlite runs them as any other. Their text must not vary with the values (no `sql.raw` of a
 * value, no list of variable length): every connection keeps each distinct text it has run.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { statementName } from './row-reader.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/** Rows of a raw SQL statement (as `queryRows` reads them), prepared once per connection. */
export async function preparedRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const result = await ex._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** A query builder's statement, prepared once per connection the same way. */
export function runPrepared<R>(builder: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}): Promise<R> {
  return builder.prepare(statementName(builder.toSQL().sql)).execute();
}
