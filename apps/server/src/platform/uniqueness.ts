/** Case-insensitive uniqueness, as the unique indexes on `lower(column)` enforce it. */
import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Whether another row of `table` (not `exceptId`) already has `value` in `column`, ignoring case. */
export async function valueTaken(
  ex: Executor,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const clash = and(sql`lower(${column}) = lower(${value})`, exceptId ? ne(table.id, exceptId) : undefined);
  const [hit] = await ex
    .select({ id: table.id })
    .from(table as PgTable)
    .where(clash)
    .limit(1);
  return hit !== undefined;
}
