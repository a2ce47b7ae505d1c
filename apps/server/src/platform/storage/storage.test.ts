/** The storage contract, held alike by the disk storage and the S3 one (against a local S3-compatible server). */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/local-s3.js';
import { diskStorage } from './disk.js';
import { s3Storage } from './s3.js';
import { readBytes, type Storage } from './storage.js';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const readAll = async (stream: Readable) => Buffer.concat(await stream.toArray());

/** A storage under test, what it holds in any form (finished or not), and a way to leave a write unfinished. */
type Subject = { storage: Storage; leftovers(): Promise<string[]>; leavePartial(): Promise<void> };

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'backlot-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const disk: Subject = {
  storage: diskStorage(root),
  leftovers: async () =>
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => fs.statSync(path.join(root, name)).isFile()),
  leavePartial: async () => fs.writeFileSync(path.join(root, 'tmp', randomBytes(16).toString('hex')), 'half'),
};

const s3 = await startLocalS3({ prefix: 'media/backlot/' });
const bucket: Subject = {
  storage: s3Storage(s3.settings),
  leftovers: async () => [...(await s3.keys()), ...(await s3.unfinished()).map((u) => `unfinished ${u.key}`)],
  leavePartial: async () => {
    // A write cut off by a crash, and a resumable upload beside it under the same prefix, which must stay.
    for (const Key of [`media/backlot/${randomBytes(16).toString('hex')}`, 'media/backlot/uploads/1-abc'])
      await s3.client.send(new CreateMultipartUploadCommand({ Bucket: s3.settings.bucket, Key }));
  },
};

describe.each([
  ['disk', disk],
  ['s3', bucket],
])('the %s storage', (_, subject) => {
  const { storage } = subject;

  it('stores a stream under a new key with its size and SHA-256, and gives it back whole or by range', async () => {
    const bytes = randomBytes(100_000);
    const stored = await storage.put(Readable.from([bytes.subarray(0, 30_000), bytes.subarray(30_000)]));
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size: bytes.length, sha256: sha256(bytes) });
    expect((await readAll(storage.get(stored.key))).equals(bytes)).toBe(true);
    expect((await readAll(storage.get(stored.key, { start: 10, end: 19 }))).equals(bytes.subarray(10, 20))).toBe(true);
    expect((await readBytes(storage, stored.key, 99_990, 100)).equals(bytes.subarray(99_990))).toBe(true);
    const empty = await storage.put(Readable.from([]));
    expect(empty).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)) });
    expect(await readAll(storage.get(empty.key))).toHaveLength(0);
  });

  it('tells whether a key is there, and deletes it, a key already gone being no error', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('bytes')]));
    expect(await storage.exists(key)).toBe(true);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await storage.delete(key);
    await expect(readAll(storage.get(key))).rejects.toThrow();
  });

  it('refuses what is not a key it made', async () => {
    for (const key of ['../secret.key', 'ABCDEF0123456789ABCDEF0123456789', `${'a'.repeat(32)}/x`, 'uploads/1-abc']) {
      expect(() => storage.get(key)).toThrow('not a storage key');
      await expect(storage.delete(key)).rejects.toThrow('not a storage key');
      expect(await storage.exists(key)).toBe(false);
    }
  });

  it.each([
    ['before its first part is complete', 1 * MB],
    ['after parts went up', 11 * MB],
  ])('keeps nothing of a source that fails %s', async (_, sent) => {
    const before = await subject.leftovers();
    async function* cutOff() {
      for (let n = 0; n < sent; n += MB) yield randomBytes(MB);
      throw new Error('connection lost');
    }
    await expect(storage.put(Readable.from(cutOff()))).rejects.toThrow('connection lost');
    expect(await subject.leftovers()).toEqual(before);
  });

  it('stores a file of several parts', async () => {
    const bytes = randomBytes(12 * MB);
    const chunks = Array.from({ length: 48 }, (_, i) => bytes.subarray(i * 256 * 1024, (i + 1) * 256 * 1024));
    const stored = await storage.put(Readable.from(chunks));
    expect(stored).toMatchObject({ size: bytes.length, sha256: sha256(bytes) });
    expect(sha256(await readAll(storage.get(stored.key)))).toBe(stored.sha256);
    const end = 12 * MB - 1;
    expect(
      (await readAll(storage.get(stored.key, { start: 5 * MB - 3, end }))).equals(bytes.subarray(5 * MB - 3)),
    ).toBe(true);
  });

  it('removes what unfinished writes left before a given time, and only that', async () => {
    const { key } = await storage.put(Readable.from([Buffer.from('kept')]));
    await subject.leavePartial();
    expect(await storage.sweepPartial(new Date(Date.now() - 60_000))).toBe(0);
    expect(await storage.sweepPartial(new Date(Date.now() + 60_000))).toBe(1);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.sweepPartial(new Date(Date.now() + 60_000))).toBe(0);
  });
});

const unlisted = await startLocalS3({ listUploads: false });

describe('the s3 storage on a store that cannot list unfinished uploads', () => {
  it('sweeps nothing rather than failing', async () => {
    expect(await s3Storage(unlisted.settings).sweepPartial(new Date())).toBe(0);
  });
});
