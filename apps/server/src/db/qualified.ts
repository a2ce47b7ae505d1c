import { getTableName, type SQL, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Column names as the database handles write them (`client.ts`: snake_case). */
const casing = new CasingCache('snake_case');

/**
 * `table.column`, named with its table. A select from one table writes its columns bare, and a bare name in a
 * subquery reads the subquery's own table when it has a column so named: a read view's subquery names the
 * outer row's column with this.
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(casing.getColumnCasing(column))}`;
