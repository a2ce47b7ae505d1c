/**
 * What deleting rows takes with it, walked through the foreign keys (`graph.ts`) before the delete: the rows the
 * database will remove with them (cascades, to any depth), the rows whose reference it will set to null, and
 * the rows that will make it refuse. Each row is read whole (`row_to_json`, by column name): a restore writes
 * it back as it was.
 */
import { sql } from 'drizzle-orm';
import type { AffectedRecords } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import type { TrashRow, TrashRows } from '../../db/schema/index.js';
import { edgesTo, linkedSide, tableInfo } from './graph.js';

type Reached = { table: string; row: TrashRow; via: string };
export type Capture = {
  rows: TrashRows;
  /** Removed and unlinked rows, with the foreign key each was reached through. */
  reached: Array<Reached & { effect: 'removed' | 'unlinked' }>;
  blocking: Reached[];
};

/** Values per statement: far below PostgreSQL's limit of parameters. */
const CHUNK = 1000;

const keyOf = (table: string, row: TrashRow) =>
  `${table}:${JSON.stringify(tableInfo(table).keys.map((key) => row[key]))}`;

/**
 * Rows of `table` whose `column` holds one of `values`: whole, or (`only`) just the key and those columns (a row
 * a delete unlinks or is refused by keeps no more).
 */
async function rowsNaming(ex: Executor, table: string, column: string, values: unknown[], only?: string[]) {
  const columns = only
    ? sql.join(
        [...new Set([...tableInfo(table).keys, ...only])].map((c) => sql.identifier(c)),
        sql`, `,
      )
    : sql`*`;
  const found: TrashRow[] = [];
  for (let i = 0; i < values.length; i += CHUNK) {
    const chunk = sql.join(
      values.slice(i, i + CHUNK).map((value) => sql`${value}`),
      sql`, `,
    );
    const rows = await queryRows<{ row: TrashRow }>(
      ex,
      sql`select row_to_json(t) as row from (select ${columns} from ${sql.identifier(table)}
          where ${sql.identifier(column)} in (${chunk})) t`,
    );
    found.push(...rows.map((r) => r.row));
  }
  return found;
}

/** The row of `table` with this id, whole; undefined when there is none. */
export async function wholeRow(ex: Executor, table: string, id: number) {
  const [row] = await rowsNaming(ex, table, 'id', [id]);
  return row;
}

/** Everything deleting `record` (a row of `table`) removes, unlinks, or is refused by. */
export async function capture(ex: Executor, table: string, record: TrashRow): Promise<Capture> {
  const seen = new Set([keyOf(table, record)]);
  const removed: Reached[] = [];
  const touched: Array<Reached & { column: string; onDelete: string }> = [];
  const queue: Array<{ table: string; rows: TrashRow[] }> = [{ table, rows: [record] }];
  while (queue.length) {
    const { table: parent, rows } = queue.shift()!;
    for (const edge of edgesTo(parent)) {
      const values = [...new Set(rows.map((row) => row[edge.parentColumn]).filter((v) => v != null))];
      if (!values.length) continue;
      const cascades = edge.onDelete === 'cascade';
      const children = await rowsNaming(ex, edge.table, edge.column, values, cascades ? undefined : [edge.column]);
      if (!cascades) {
        const { table: t, column, onDelete } = edge;
        touched.push(...children.map((row) => ({ table: t, row, via: column, column, onDelete })));
        continue;
      }
      const fresh = children.filter((row) => !seen.has(keyOf(edge.table, row)));
      for (const row of fresh) seen.add(keyOf(edge.table, row));
      removed.push(...fresh.map((row) => ({ table: edge.table, row, via: edge.column })));
      if (fresh.length) queue.push({ table: edge.table, rows: fresh });
    }
  }
  // A row removed through another path is neither unlinked nor in the way.
  const left = touched.filter((t) => !seen.has(keyOf(t.table, t.row)));
  const unlinked = left.filter((t) => t.onDelete === 'set null' || t.onDelete === 'set default');
  const blocking = left.filter((t) => !unlinked.includes(t));
  return {
    rows: {
      record,
      removed: removed.map(({ table: t, row }) => ({ table: t, row })),
      unlinked: unlinked.map(({ table: t, row, column }) => ({
        table: t,
        column,
        key: Object.fromEntries(tableInfo(t).keys.map((key) => [key, row[key]])),
        value: row[column],
      })),
    },
    reached: [
      ...removed.map((r) => ({ ...r, effect: 'removed' as const })),
      ...unlinked.map((r) => ({ ...r, effect: 'unlinked' as const })),
    ],
    blocking,
  };
}

/**
 * The reached rows counted per resource and effect: a link table's rows as the distinct records on their other
 * side (unlinked, as the link goes), other rows as their table's records.
 */
export function summarise(
  reached: Array<Reached & { effect: AffectedRecords['effect'] }>,
  resourceOf: (table: string) => string,
): AffectedRecords[] {
  const counted = new Map<string, { resource: string; effect: AffectedRecords['effect']; ids: Set<string> }>();
  for (const { table, row, via, effect } of reached) {
    const side = linkedSide(table, via);
    const resource = resourceOf(side ? side.target : table);
    const id = side ? String(row[side.column]) : keyOf(table, row);
    // A link removed unlinks the record on its other side.
    const as = side && effect === 'removed' ? 'unlinked' : effect;
    const key = `${resource}:${as}`;
    const entry = counted.get(key) ?? { resource, effect: as, ids: new Set() };
    entry.ids.add(id);
    counted.set(key, entry);
  }
  return [...counted.values()].map(({ resource, effect, ids }) => ({ resource, effect, count: ids.size }));
}

/** The stored files the rows name (kept while the entry lasts). */
export function filesOf(rows: TrashRows, table: string): number[] {
  const all = [{ table, row: rows.record }, ...rows.removed];
  const ids = all.flatMap(({ table: t, row }) => tableInfo(t).fileColumns.map((column) => row[column]));
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}
