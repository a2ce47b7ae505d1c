/**
 * Which columns hold file ids, and the sweep of files that none of them holds. A module whose table keeps
 * file ids (a video's cover, a model's gallery, a post's images) declares each such column once at start:
 * `deps.fileReferences.register({ table, column })`. Declare the column as a foreign key to `files.id`
 * (`.references(() => files.id)`, no cascade): then a reference made while a sweep runs either waits for it
 * or makes the sweep's delete fail and retry next time — a referenced file is never removed.
 *
 * An upload is not referenced until the form that made it is saved, so only files older than the grace period
 * (FILE_GC_GRACE_HOURS) are swept: rows first (in one statement), then their bytes and thumbnails.
 */
import { and, lt, notExists, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage.js';

export const FILE_GC_GRACE_HOURS = 24;

export type FileReference = { table: PgTable; column: PgColumn };

export type FileReferences = {
  register(reference: FileReference): void;
  all(): readonly FileReference[];
};

export function createFileReferences(): FileReferences {
  const references: FileReference[] = [];
  return {
    register: (reference) => void references.push(reference),
    all: () => references,
  };
}

/** Deletes files that no declared column references and that are older than the grace; returns how many. */
export async function sweepUnreferencedFiles(
  deps: { db: Db; storage: Storage; references: FileReferences },
  graceHours = FILE_GC_GRACE_HOURS,
) {
  const { db, storage, references } = deps;
  const cutoff = sql`now() - make_interval(hours => ${graceHours})`;
  const unreferenced = references.all().map(({ table, column }) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(sql`${column} = ${files.id}`),
    ),
  );
  const gone = await db
    .delete(files)
    .where(and(lt(files.createdAt, cutoff), ...unreferenced))
    .returning({ key: files.storageKey, thumbnail: files.thumbnailKey });
  for (const { key, thumbnail } of gone) {
    await storage.delete(key);
    if (thumbnail) await storage.delete(thumbnail);
  }
  // What a crash left half-written is as old as the grace too by now.
  await storage.sweepPartial(new Date(Date.now() - graceHours * 3_600_000));
  return gone.length;
}
