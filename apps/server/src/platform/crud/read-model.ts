/**
 * How a resource's records are answered: the read model's columns and joins (the table's own columns by
 * default), each row completed with its relations and file records, and the snapshot the audit log compares.
 */
import { type SQL, sql } from 'drizzle-orm';
import { camelKey, type FilterDef } from '@backlot/contract';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import type { Viewer } from '../viewer.js';
import { wireColumns } from '../wire.js';
import type { CrudDeclaration } from './declaration.js';
import { type FileAttachments, withFiles } from './file-fields.js';
import { readLinks, withLinkedFiles } from './relations.js';
import type { ListQuery, RecordScope, Row } from './scope.js';
import { notFound } from '../errors.js';

/** The relations or file fields `wanted` names, by their body field (`tag_ids`) or answer field (`tags`). */
function namedIn<V extends { as: string }>(entries: Record<string, V>, wanted: ReadonlySet<string>) {
  return Object.fromEntries(Object.entries(entries).filter(([field, v]) => wanted.has(field) || wanted.has(v.as)));
}

export function readModel<Q extends ListQuery, F extends Record<string, FilterDef>>(
  decl: CrudDeclaration<Q, F>,
  scope: RecordScope,
  attachments?: FileAttachments,
) {
  const { table } = decl;
  const nameKey = camelKey(decl.nameField);
  /** Answer rows are selected under their wire names (from the read model's join when there is one). */
  const columns: Record<string, PgColumn | SQL> = decl.read?.columns ?? wireColumns(table);
  const joins = decl.read?.leftJoins ?? [];
  const joined = sql.join(
    joins.map((j) => sql`left join ${j.table} on ${j.on}`),
    sql` `,
  );

  /**
   * Answer rows with their relations and file records added; with `wanted` (an export's fields), only the
   * relations and files it names are read.
   */
  async function completed(ex: Executor, rows: Row[], wanted?: ReadonlySet<string>): Promise<Row[]> {
    const named = <V extends { as: string }>(entries: Record<string, V> | undefined) =>
      entries && wanted ? namedIn(entries, wanted) : entries;
    const links = await readLinks(
      ex,
      named(decl.relations),
      rows.map((row) => row.id),
    );
    // The rows are the driver's, fresh for this answer: completed in place (a copy of each costs an export dearly).
    const linked = rows.map((row) => {
      const withLinks = Object.assign(row, links.get(row.id));
      return decl.answer ? (decl.answer(withLinks) as Row) : withLinks;
    });
    await withLinkedFiles(ex, attachments, named(decl.relations), linked);
    const files = named(decl.files);
    return files && Object.keys(files).length && attachments ? withFiles(ex, attachments, files, linked) : linked;
  }

  return {
    columns,
    /** The read model's joins, and the list's FROM: the table and those joins. */
    joined,
    source: joins.length ? sql`${table} ${joined}` : table,
    completed,

    /** The name the audit log keeps with a record's entries. */
    nameOf: (row: Row) => (row[nameKey] == null ? null : String(row[nameKey])),

    /** The answer about a record; 404 when there is none (or it belongs to another parent). */
    async read(ex: Executor, id: number, parentId?: number, viewer?: Viewer): Promise<Row> {
      const query = joins.reduce((q, j) => q.leftJoin(j.table, j.on), ex.select(columns).from(table).$dynamic());
      const [row] = await query.where(scope.byId(id, parentId, viewer)).limit(1);
      if (!row) throw notFound();
      const [answer] = await completed(ex, [row as Row]);
      return answer!;
    },

    /** Whether an answer holds `field`: a column of the read model, a relation or a file field (`tags`). */
    answers(field: string) {
      const one = new Set([field]);
      return field in columns || Object.keys(namedIn({ ...decl.relations, ...decl.files }, one)).length > 0;
    },

    /** The read model's columns an export needs: the fields it names, the id, and the ids of the files it names. */
    columnsFor(wanted: ReadonlySet<string>) {
      const keep = new Set(['id', ...wanted, ...Object.keys(namedIn(decl.files ?? {}, wanted))]);
      return Object.fromEntries(Object.entries(columns).filter(([name]) => keep.has(name)));
    },

    /** What the audit log compares: the row (as the declaration has it audited) and the ids of each relation. */
    async snapshot(ex: Executor, row: Row) {
      const links = (await readLinks(ex, decl.relations, [row.id])).get(row.id)!;
      const ids = Object.keys(decl.relations ?? {}).map((field) => [field, links[field]]);
      return { ...(decl.auditAs ? decl.auditAs(row) : row), ...Object.fromEntries(ids) };
    },
  };
}

export type ReadModel = ReturnType<typeof readModel>;
