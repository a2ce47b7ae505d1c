/**
 * The database's foreign keys, read once from the Drizzle schema (every table `db/schema` exports): which rows
 * name a table's rows, and what the database does to them when those rows go (`cascade`: removed with them;
 * `set null`: unlinked; `restrict` / `no action`: the delete is refused while they exist). The trash derives
 * what a delete takes with it from here, for every resource alike.
 */
import { is } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';

/** A foreign key as the referenced table sees it: rows of `table` naming its rows in `column`. */
export type Edge = { table: string; column: string; parentColumn: string; onDelete: string };

export type TableInfo = {
  name: string;
  /** The primary key's columns (database names). */
  keys: string[];
  /** The columns an insert may write (the generated ones left out). */
  writable: string[];
  /** Columns holding stored files' ids. */
  fileColumns: string[];
  /** Outgoing foreign keys (one column each): a link table's other side. */
  outgoing: Array<{ column: string; target: string; onDelete: string }>;
};

const dbName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

const tables = new Map<string, TableInfo>();
const incoming = new Map<string, Edge[]>();

for (const value of Object.values(schema)) {
  if (!is(value, PgTable)) continue;
  const config = getTableConfig(value);
  const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  const writable = config.columns.filter((c) => !c.generated).map(dbName);
  const info: TableInfo = {
    name: config.name,
    // A table without a primary key (none today) names a row by all its values.
    keys: primary.length ? primary.map(dbName) : writable,
    writable,
    fileColumns: [],
    outgoing: [],
  };
  for (const fk of config.foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length !== 1) continue;
    const target = getTableConfig(ref.foreignTable).name;
    const column = dbName(ref.columns[0]!);
    const onDelete = fk.onDelete ?? 'no action';
    info.outgoing.push({ column, target, onDelete });
    if (target === 'files') info.fileColumns.push(column);
    const edge = { table: config.name, column, parentColumn: dbName(ref.foreignColumns[0]!), onDelete };
    incoming.set(target, [...(incoming.get(target) ?? []), edge]);
  }
  tables.set(config.name, info);
}

export const tableInfo = (name: string) => {
  const info = tables.get(name);
  if (!info) throw new Error(`${name}: no such table in the schema`);
  return info;
};

/** The foreign keys naming `table`'s rows. */
export const edgesTo = (table: string): readonly Edge[] => incoming.get(table) ?? [];

/**
 * A link table (`video_tags`): two foreign keys, both cascading, and no id of its own. Its rows count as the
 * records on the other side from `via`.
 */
export function linkedSide(table: string, via: string) {
  const info = tableInfo(table);
  const cascades = info.outgoing.filter((fk) => fk.onDelete === 'cascade');
  if (info.outgoing.length !== 2 || cascades.length !== 2 || info.keys.includes('id')) return undefined;
  return cascades.find((fk) => fk.column !== via);
}
