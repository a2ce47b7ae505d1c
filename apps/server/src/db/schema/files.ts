/**
 * Stored files and the blocklist of banned content. The bytes live in the storage (`platform/storage`) under
 * `storage_key`; a row is the record of one stored file. Tables that hold file ids declare those columns to
 * the file reference registry (`modules/files/references.ts`), so unreferenced files can be swept.
 */
import { bigint, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from './access.js';
import { id, instant } from './columns.js';
import { sites } from './sites.js';

export const files = pgTable(
  'files',
  {
    id: id(),
    /** The contract's FILE_KINDS (drizzle-kit reads this file without the workspace's packages). */
    kind: text({ enum: ['image', 'video', 'subtitle', 'attachment', 'scan'] }).notNull(),
    /** Server-made name of the bytes in the storage; never derived from the client's name. */
    storageKey: text().notNull(),
    /** The uploader's file name, for display and downloads only. */
    originalName: text().notNull(),
    /** Decided from the content. */
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    width: integer(),
    height: integer(),
    durationSeconds: doublePrecision(),
    thumbnailKey: text(),
    createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    /** The member site that uploaded it (a ticket's attachment), when no admin did. */
    siteId: integer().references(() => sites.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_storage_key_key').on(t.storageKey),
    index('files_sha256_idx').on(t.sha256),
    index('files_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('files_created_idx').on(t.createdAt),
  ],
);

export const fileBlocklist = pgTable(
  'file_blocklist',
  {
    id: id(),
    /** Lower-case hexadecimal SHA-256 of the banned content. */
    sha256: text().notNull(),
    reason: text().notNull(),
    createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_blocklist_sha256_key').on(t.sha256), index('file_blocklist_created_idx').on(t.createdAt)],
);

/** A column holding a stored file's id: the file stays while anything names it (no cascade). */
export const fileRef = () => integer().references((): AnyPgColumn => files.id);
