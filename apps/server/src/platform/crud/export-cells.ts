/**
 * An export's columns as SQL: each read-model column as the value its cell is written from, for rows read as
 * JSON (`readJsonRows`). An instant as `Date.toISOString` writes it (UTC, milliseconds), or, given a time zone,
 * as that zone's wall-clock time (`2026-11-28 09:30:00`); an exact decimal as its text; the rest as they are.
 */
import { and, gt, is, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgNumeric, type PgTable, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { readJsonRows } from '../../db/row-reader.js';
import { columnList } from '../pagination.js';

/** Whether a read-model column holds an instant (a `timestamp`). */
export const isInstant = (column: PgColumn | SQL) => is(column, PgTimestamp);

export function cellColumns(columns: Record<string, PgColumn | SQL>, zone?: string): Record<string, PgColumn | SQL> {
  return Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, cellColumn(column, zone)]));
}

function cellColumn(column: PgColumn | SQL, zone: string | undefined): PgColumn | SQL {
  if (is(column, PgTimestamp)) {
    // A timestamp without a zone holds UTC.
    const instant = column.withTimezone ? sql`${column}` : sql`(${column} at time zone 'UTC')`;
    if (zone) return sql`to_char(${instant} at time zone ${zone}::text, 'YYYY-MM-DD HH24:MI:SS')`;
    return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  if (is(column, PgNumeric)) return sql`${column}::text`;
  return column;
}

/**
 * The rows `where` matches, as JSON rows of `columns` (valued as `cellColumns` says, instants in `zone` when
 * given), in id order, `size` at a time: each batch is read after the last id of the one before (keyset), so
 * memory stays the same whatever the total.
 */
export async function* keysetBatches<R extends { id: number }>(
  db: Db,
  from: { source: PgTable | SQL; id: PgColumn; columns: Record<string, PgColumn | SQL> },
  where: SQL | undefined,
  { zone, size = 2000 }: { zone?: string; size?: number } = {},
): AsyncGenerator<R[]> {
  const selected = columnList(cellColumns(from.columns, zone));
  for (let last = 0; ;) {
    const after = and(where, gt(from.id, last));
    const rows = await readJsonRows<R>(
      db.readRows,
      sql`select ${selected} from ${from.source} where ${after} order by ${from.id} limit ${size}`,
    );
    if (!rows.length) return;
    yield rows;
    if (rows.length < size) return;
    last = rows.at(-1)!.id;
  }
}
