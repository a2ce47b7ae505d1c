/**
 * Uniqueness as the unique indexes enforce it: text ignoring case (indexes on `lower(column)`), other types
 * (an address range) by their own equality.
 */
import { and, eq, is, ne, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, PgText, PgVarchar } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Whether another row of `table` (not `exceptId`) already has `value` in `column` (text: ignoring case). */
export async function valueTaken(
  ex: Executor,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  value: string | number,
  exceptId?: number,
  /** Where the rule holds, when not over the whole table (the campaigns of one channel). */
  within?: SQL,
): Promise<boolean> {
  const same =
    typeof value === 'string' && (is(column, PgText) || is(column, PgVarchar))
      ? sql`lower(${column}) = lower(${value})`
      : eq(column, value);
  const clash = and(same, exceptId ? ne(table.id, exceptId) : undefined, within);
  const [hit] = await ex
    .select({ id: table.id })
    .from(table as PgTable)
    .where(clash)
    .limit(1);
  return hit !== undefined;
}
