/** SQL of stored files and the blocklist. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { blocklistListQuery, photoListQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { fileBlocklist, files } from '../../db/schema/index.js';
import { matchesAny, selectPage } from '../../platform/pagination.js';

export type FileRow = typeof files.$inferSelect;

export async function findFile(ex: Executor, id: number): Promise<FileRow | undefined> {
  const [row] = await ex.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The newest stored file with these bytes. */
export async function findFileByHash(ex: Executor, sha256: string): Promise<FileRow | undefined> {
  const [row] = await ex
    .select()
    .from(files)
    .where(eq(files.sha256, sha256))
    .orderBy(sql`${files.id} desc`)
    .limit(1);
  return row;
}

export async function insertFile(ex: Executor, values: typeof files.$inferInsert) {
  const [row] = await ex.insert(files).values(values).returning();
  return row!;
}

export function listPhotos(db: Db, query: z.infer<typeof photoListQuery>) {
  const where = and(eq(files.kind, 'image'), matchesAny([files.originalName], query.q));
  const sort = { id: files.id, created_at: files.createdAt, size: files.sizeBytes, name: files.originalName };
  return selectPage(db, files, where, query, { columns: sort, fallback: '-created_at' });
}

export async function isBlocked(ex: Executor, sha256: string) {
  const [row] = await ex
    .select({ id: fileBlocklist.id })
    .from(fileBlocklist)
    .where(eq(fileBlocklist.sha256, sha256))
    .limit(1);
  return row !== undefined;
}

const BLOCKLIST_FIELDS = {
  id: fileBlocklist.id,
  sha256: fileBlocklist.sha256,
  reason: fileBlocklist.reason,
  created_by: fileBlocklist.createdBy,
  created_at: fileBlocklist.createdAt,
};

export function listBlocklist(db: Db, query: z.infer<typeof blocklistListQuery>) {
  const sort = { id: fileBlocklist.id, created_at: fileBlocklist.createdAt };
  const where = matchesAny([fileBlocklist.sha256, fileBlocklist.reason], query.q);
  return selectPage(db, fileBlocklist, where, query, { columns: sort, fallback: '-created_at' }, BLOCKLIST_FIELDS);
}

export async function findBlocklistEntry(ex: Executor, id: number) {
  const [row] = await ex.select(BLOCKLIST_FIELDS).from(fileBlocklist).where(eq(fileBlocklist.id, id)).limit(1);
  return row;
}

export async function findBlocklistByHash(ex: Executor, sha256: string) {
  const [row] = await ex.select(BLOCKLIST_FIELDS).from(fileBlocklist).where(eq(fileBlocklist.sha256, sha256)).limit(1);
  return row;
}

/** Adds a hash; undefined when it is already listed. */
export async function insertBlocklistEntry(ex: Executor, values: typeof fileBlocklist.$inferInsert) {
  const [row] = await ex
    .insert(fileBlocklist)
    .values(values)
    .onConflictDoNothing({ target: fileBlocklist.sha256 })
    .returning(BLOCKLIST_FIELDS);
  return row;
}

export async function deleteBlocklistEntry(ex: Executor, id: number) {
  await ex.delete(fileBlocklist).where(eq(fileBlocklist.id, id));
}
