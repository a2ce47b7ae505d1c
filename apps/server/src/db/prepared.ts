/**
 * Statements of a fixed shape that run many times a second (the processors' notifications, the events intake,
 * their rollups): named after their text, so that on PostgreSQL each connection parses and plans them once
 * (an unnamed statement is parsed and planned on every call, which costs more than running these). In or out
 * of a transaction; PGlite runs them as any other. Their text must not vary with the values (no `sql.raw` of a
 * value, no list of variable length): every connection keeps each distinct text it has run.
 */
import { getTableColumns, getTableName, type Query, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';
import { dialect, statementName, template } from './row-reader.js';

async function run<T>(ex: Executor, built: Query, name = statementName(built.sql)): Promise<T[]> {
  const result = await ex._.session.prepareQuery(built, undefined, name, false).execute();
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
  let name: string | undefined;
  return <T>(ex: Executor, values: V): Promise<T[]> => {
    const built = render(values);
    name ??= statementName(built.sql);
    return run<T>(ex, built, name);
  };
}

/**
 * A table's columns, each under `table.key`, for a `statement` that reads whole rows of it (the `select
 * { row: table }` of a query builder, whose text would be built again at every call); `tableRow` reads them back.
 */
export function tableColumns(table: PgTable): SQL {
  const name = getTableName(table);
  return sql.join(
    Object.entries(getTableColumns(table)).map(
      ([key, column]) => sql`${column} as ${sql.identifier(`${name}.${key}`)}`,
    ),
    sql`, `,
  );
}

/**
 * The row of `table` a statement's row holds (`tableColumns`), its values mapped as the query builder maps them;
 * null when its primary key is null (an unmatched left join).
 */
export function tableRow<T extends PgTable>(table: T, row: Record<string, unknown>): T['$inferSelect'] | null {
  const name = getTableName(table);
  const columns = Object.entries(getTableColumns(table));
  if (columns.some(([key, column]) => column.primary && row[`${name}.${key}`] == null)) return null;
  return Object.fromEntries(
    columns.map(([key, column]) => {
      const value = row[`${name}.${key}`];
      return [key, value == null ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
