/**
 * The sweep removes files no declared column references once they are older than the grace, rows and bytes,
 * and keeps every other. No table references files yet, so this test declares one of its own.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { files } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { superAdminSession } from '../../test/fixtures.js';
import { image, pdf, upload } from '../../test/files.js';
import { sweepUnreferencedFiles } from './references.js';

const app = await startTestApp();
const token = await superAdminSession(app);

const covers = pgTable('test_covers', { fileId: integer().notNull() });
await app.db.execute(sql`create table test_covers (file_id integer not null references files (id))`);
app.fileReferences.register({ table: covers, column: covers.fileId });

const sweep = () => sweepUnreferencedFiles({ db: app.db, storage: app.storage, references: app.fileReferences });
const age = (ids: number[], hours: number) =>
  app.db
    .update(files)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(inArray(files.id, ids));
const rowOf = async (id: number) => (await app.db.select().from(files).where(eq(files.id, id)))[0];

describe('unreferenced files', () => {
  it('are removed past the grace period, rows and bytes; referenced and recent ones stay', async () => {
    const orphan = (await upload(app, token, 'images', await image('png'))).body;
    const cover = (await upload(app, token, 'images', await image('png'))).body;
    const recent = (await upload(app, token, 'upload', pdf())).body;
    await app.db.insert(covers).values({ fileId: cover.id });
    await age([orphan.id, cover.id], 25);
    await age([recent.id], 23);
    const orphanRow = (await rowOf(orphan.id))!;
    expect(await app.storage.exists(orphanRow.thumbnailKey!)).toBe(true);

    expect(await sweep()).toBe(1);

    expect(await rowOf(orphan.id)).toBeUndefined();
    expect(await app.storage.exists(orphanRow.storageKey)).toBe(false);
    expect(await app.storage.exists(orphanRow.thumbnailKey!)).toBe(false);
    expect((await app.inject({ method: 'GET', url: orphan.url })).statusCode).toBe(404);
    for (const kept of [cover, recent]) {
      const row = (await rowOf(kept.id))!;
      expect(await app.storage.exists(row.storageKey)).toBe(true);
      expect((await app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
    }
  });

  it('are swept once their last reference goes', async () => {
    const cover = (await upload(app, token, 'images', await image('jpeg'))).body;
    await app.db.insert(covers).values({ fileId: cover.id });
    await age([cover.id], 48);
    await sweep();
    expect(await rowOf(cover.id)).toBeDefined();
    await app.db.delete(covers).where(eq(covers.fileId, cover.id));
    await sweep();
    expect(await rowOf(cover.id)).toBeUndefined();
  });
});
