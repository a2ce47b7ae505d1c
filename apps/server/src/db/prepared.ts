/**
 * Statements of a fixed shape that run many times a second (the processors' notifications, the events intake,
 * their rollups): named after their text, so that on PostgreSQL each connection parses and plans them once
 * (an unnamed statement is parsed and planned on every call, which costs more than running these). In or out
 * of a transaction; PGlite runs them as any other. Their text must not vary with the values (no `sql.raw` of a
 * value, no list of variable length): every connection keeps each distinct text it has run.
 */
import type { Query, SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { dialect, statementName, template } from './row-reader.js';

async function run<T>(ex: Executor, built: Query): Promise<T[]> {
  const result = await ex._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/** Rows of a raw SQL statement (as `queryRows` reads them), prepared once per connection. */
export function preparedRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  return run<T>(ex, dialect.sqlToQuery(query));
}

/**
 * A statement built once, its values `sql.placeholder(name)`s bound at each call: for the hottest ones, whose
 * text takes longer to build than to run. Rows as `preparedRows` reads them.
 */
export function statement<V extends Record<string, unknown>>(build: () => SQL) {
  const render = template(build);
  return <T>(ex: Executor, values: V): Promise<T[]> => run<T>(ex, render(values));
}

/** A query builder's statement, prepared once per connection the same way. */
export function runPrepared<R>(builder: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}): Promise<R> {
  return builder.prepare(statementName(builder.toSQL().sql)).execute();
}
