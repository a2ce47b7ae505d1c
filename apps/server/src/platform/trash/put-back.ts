/**
 * A restore's writes: the record's row and every row its delete removed go back as they were, ids included
 * (parents first, in the order the delete reached them), and each row it unlinked gets its reference back while
 * that reference is still empty (a row linked elsewhere since keeps its new link). A row the database refuses
 * (a unique value taken since: `err.trashTaken`; a record it names gone: `err.trashGone`) is a 409
 * `restore_conflict`, and the caller's transaction writes nothing.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { TrashRow, TrashRows } from '../../db/schema/index.js';
import { isForeignKeyViolation, uniqueViolation } from '../db-errors.js';
import { AppError } from '../errors.js';
import { tableInfo } from './graph.js';

const list = (columns: string[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );

function insertRow(ex: Executor, table: string, row: TrashRow) {
  const columns = tableInfo(table).writable.filter((column) => column in row);
  const name = sql.identifier(table);
  return ex.execute(
    sql`insert into ${name} (${list(columns)}) overriding system value
        select ${list(columns)} from json_populate_record(null::${name}, ${JSON.stringify(row)}::json)`,
  );
}

function relink(ex: Executor, item: TrashRows['unlinked'][number]) {
  const column = sql.identifier(item.column);
  const keys = Object.entries(item.key).map(([key, value]) => sql`${sql.identifier(key)} = ${value}`);
  return ex.execute(
    sql`update ${sql.identifier(item.table)} set ${column} = ${item.value} where ${and(...keys, isNull(sql`${column}`))}`,
  );
}

const conflict = (key: 'err.trashTaken' | 'err.trashGone') => new AppError(409, 'restore_conflict', key);

export async function putBack(ex: Executor, table: string, rows: TrashRows) {
  try {
    for (const item of [{ table, row: rows.record }, ...rows.removed]) await insertRow(ex, item.table, item.row);
    for (const item of rows.unlinked) await relink(ex, item);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw conflict('err.trashTaken');
    if (isForeignKeyViolation(error)) throw conflict('err.trashGone');
    throw error;
  }
}
