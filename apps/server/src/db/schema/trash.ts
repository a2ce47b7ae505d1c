/**
 * The trash: a deleted record of a declared resource, kept 30 days with everything its delete removed or
 * unlinked, so staff can put it back (`platform/trash`). The live tables keep no deleted rows: each entry holds
 * JSON snapshots of the rows (by column name, as `row_to_json` gives them), and the restore inserts them again.
 */
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';
import { files } from './files.js';

/** A row as `row_to_json` gives it: its columns by database name. */
export type TrashRow = Record<string, unknown>;
/** What a delete took with it, by the table's rows: removed (cascaded) rows, and rows whose reference became null. */
export type TrashRows = {
  record: TrashRow;
  removed: Array<{ table: string; row: TrashRow }>;
  unlinked: Array<{ table: string; column: string; key: TrashRow; value: unknown }>;
};
/** The affected records, per resource (join tables counted as the records they link), and what happened to them. */
export type TrashAffected = Array<{ resource: string; count: number; effect: 'removed' | 'unlinked' | 'blocks' }>;

export const trash = pgTable(
  'trash',
  {
    id: id(),
    resource: text().notNull(),
    recordId: integer().notNull(),
    /** The record's name when it was deleted. */
    label: text(),
    /** The record's site, when its table has a `site_id`. */
    siteId: integer(),
    /** Who deleted it: copied, not referenced (the entry outlives an admin's deletion). */
    deletedBy: integer(),
    deletedByUsername: text(),
    deletedAt: instant().notNull().defaultNow(),
    /** When the daily job removes the entry for good. */
    purgeAt: instant().notNull(),
    affected: jsonb().$type<TrashAffected>().notNull(),
    rows: jsonb().$type<TrashRows>().notNull(),
  },
  (t) => [
    index('trash_deleted_idx').on(t.deletedAt, t.id),
    index('trash_resource_idx').on(t.resource, t.deletedAt, t.id),
    index('trash_purge_idx').on(t.purgeAt),
  ],
);

/** The stored files the trashed rows name: kept (not swept as unreferenced) until the entry is purged. */
export const trashFiles = pgTable(
  'trash_files',
  {
    trashId: integer()
      .notNull()
      .references(() => trash.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.trashId, t.fileId] }), index('trash_files_file_idx').on(t.fileId)],
);
