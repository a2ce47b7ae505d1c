/**
 * Many-to-many relations of a declared resource (a video's models, directors and tags; a post's models),
 * kept in a join table, optionally ordered. The body carries the related ids (`tag_ids: [3, 1]`): a write
 * replaces the links in that order, in the write's transaction, after checking every id exists (422
 * `msg.notFoundRef` on the field). An answer carries the ids and the related records' display fields
 * (`tag_ids`, `tags: [{ id, name, name_cn }]`), read for a whole page in one query per relation.
 */
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.js';
import type { z } from 'zod';
import { invalid } from '../errors.js';
import type { FileAttachments } from './file-fields.js';
import type { CrudTable } from './table.js';

export type ManyToMany = {
  /** The join table, its column holding this resource's id and the one holding the related id. */
  through: PgTable;
  owner: PgColumn;
  target: PgColumn;
  /** Keeps the order the ids were given in (0, 1, 2, ...). */
  position?: PgColumn;
  /** The related table and the fields the answer shows of each related record (wire name -> column). */
  related: CrudTable;
  shown: Record<string, PgColumn>;
  /** Wire name of the answer's list of related records (`tags` for `tag_ids`). */
  as: string;
  /**
   * Shown fields holding a file id, answered as the file record instead (`{ cover_id: 'cover' }`: a block's
   * videos with their covers' signed URLs).
   */
  files?: Record<string, string>;
  /** `GET` and `POST /<resource>/{id}/<path>`: the links on their own (`relation-routes.ts`). */
  route?: RelationRoute;
};

/** The links of one record on their own route: read under `list-`, replaced in order under `edit-<resource>`. */
export type RelationRoute = {
  path: string;
  /** The `POST` body: `{ <field>: ids }`. */
  body: z.ZodType;
  /** The answer of both: `{ data: [related records] }`. */
  answer: z.ZodType;
  /** Refuses a change the owner's row does not allow (a block of models takes no videos): throw a 409. */
  guard?: (owner: Record<string, unknown>) => void;
};

export type Relations = Record<string, ManyToMany>;

/**
 * The records another module's resources link to, as the owning module's read view gives them (`read.ts`): its
 * table and what an answer shows of each (`linkedModels`), spread into a `manyToMany`.
 */
export type LinkTarget = Pick<ManyToMany, 'related' | 'shown'>;

export const manyToMany = (relation: ManyToMany) => relation;

/** Condition for a list filter: the records linked to the related record `id` (`tag_id=3`). */
export function linkedTo(table: CrudTable, r: ManyToMany) {
  return (id: number): SQL => sql`${table.id} in (select ${r.owner} from ${r.through} where ${r.target} = ${id})`;
}

/** The relation fields of a parsed body, apart from the rest (what the table's columns take). */
export function splitRelations(relations: Relations | undefined, body: Record<string, unknown>) {
  const links: Record<string, number[]> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (relations?.[key]) links[key] = [...new Set(value as number[])];
    else rest[key] = value;
  }
  return { links, rest };
}

/** 422 on each relation field naming an id that is not a record. */
export async function checkLinks(ex: Executor, relations: Relations, links: Record<string, number[]>) {
  const errors: Record<string, string[]> = {};
  for (const [field, ids] of Object.entries(links)) {
    if (!ids.length) continue;
    const { related } = relations[field]!;
    const found = await ex.select({ id: related.id }).from(related).where(inArray(related.id, ids));
    if (found.length !== ids.length) errors[field] = ['msg.notFoundRef'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Replaces the links of record `id` named in `links` (relations the body left out stay as they are). */
export async function writeLinks(ex: Executor, relations: Relations, id: number, links: Record<string, number[]>) {
  for (const [field, ids] of Object.entries(links)) {
    const r = relations[field]!;
    await ex.delete(r.through).where(eq(r.owner, id));
    if (!ids.length) continue;
    await ex.insert(r.through).values(
      ids.map((target, index) => ({
        [keyOf(r.through, r.owner)]: id,
        [keyOf(r.through, r.target)]: target,
        ...(r.position ? { [keyOf(r.through, r.position)]: index } : {}),
      })),
    );
  }
}

/**
 * For each record of `ids`: each relation's ids (in order) and its related records' shown fields. Each
 * relation is read as one JSON text (owner id -> its related records): one value to decode, not one per link
 * and field, which keeps a page cheap and an export batch of 2,000 records from decoding tens of thousands
 * of fields. Shown fields are therefore JSON values: text, numbers, booleans.
 */
export async function readLinks(ex: Executor, relations: Relations | undefined, ids: number[]) {
  const answers = new Map<number, Record<string, unknown>>(ids.map((id) => [id, {}]));
  if (!relations || !ids.length) return answers;
  for (const [field, r] of Object.entries(relations)) {
    const shown = sql.join(
      Object.entries(r.shown).map(([name, column]) => sql`${name}::text, ${column}`),
      sql`, `,
    );
    const order = r.position ? sql`${r.position}, ${r.target}` : sql`${r.target}`;
    // One array parameter, not one per id: a page or an export batch of ids plans once.
    const [linked] = await queryRows<{ links: string }>(
      ex,
      sql`select coalesce(json_object_agg(owner, records), '{}')::text as links from (
        select ${r.owner} as owner, json_agg(json_build_object(${shown}) order by ${order}) as records
        from ${r.through} join ${r.related} on ${r.related.id} = ${r.target}
        where ${r.owner} = any(${sql.param(ids)}::int[]) group by ${r.owner}) linked`,
    );
    const byOwner = JSON.parse(linked!.links) as Record<string, Array<Record<string, unknown>>>;
    for (const [id, answer] of answers) {
      const records = byOwner[id] ?? [];
      Object.assign(answer, { [field]: records.map((record) => record.id), [r.as]: records });
    }
  }
  return answers;
}

/** The property name of a column in its table (what `insert().values()` is keyed by). */
function keyOf(table: PgTable, column: PgColumn): string {
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`column ${column.name} is not in its table`);
  return key;
}

/**
 * Replaces, in answer rows completed by `readLinks`, each relation's file ids (`files`) by the file records,
 * read for every row at once.
 */
export async function withLinkedFiles(
  ex: Executor,
  attachments: FileAttachments | undefined,
  relations: Relations | undefined,
  rows: Array<Record<string, unknown>>,
) {
  const withFiles = Object.values(relations ?? {}).filter((r) => r.files);
  if (!attachments || !withFiles.length) return;
  const linked = (r: ManyToMany) => rows.flatMap((row) => (row[r.as] as Array<Record<string, unknown>>) ?? []);
  const ids = withFiles.flatMap((r) =>
    linked(r).flatMap((record) => Object.keys(r.files!).map((field) => record[field] as number | null)),
  );
  const known = [...new Set(ids.filter((id): id is number => id != null))];
  const views = known.length ? await attachments.viewsOf(ex, known) : new Map();
  for (const r of withFiles)
    for (const record of linked(r))
      for (const [field, as] of Object.entries(r.files!)) {
        const id = record[field] as number | null;
        delete record[field];
        record[as] = id == null ? null : (views.get(id) ?? null);
      }
}
