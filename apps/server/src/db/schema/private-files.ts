/**
 * Private files of a record (scans of a performer's identity document or signed release): each row links one
 * stored file of the kind `scan` to its owner, under an id of its own (the `{scanId}` of the routes). Deleting
 * the owner drops its links (the owner's own rules decide when that may happen); the file then goes with the
 * sweep of unreferenced files.
 */
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, instant } from './columns.js';
import { files } from './files.js';

export function privateFilesOf(name: string, ownerColumn: string, owner: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      id: id(),
      ownerId: integer(ownerColumn)
        .notNull()
        .references(() => owner.id, { onDelete: 'cascade' }),
      fileId: integer()
        .notNull()
        .references((): AnyPgColumn => files.id),
      createdAt: instant().notNull().defaultNow(),
    },
    (t) => [index(`${name}_owner_idx`).on(t.ownerId, t.id), uniqueIndex(`${name}_file_id_key`).on(t.fileId)],
  );
}
