/**
 * The disk storage: files under one root (`DATA_DIR/files`), named by 32 random hex digits and sharded by
 * their first two pairs (`ab/cd/abcd...`), so no directory grows past a few thousand entries. A write goes to
 * `tmp/` and is renamed into place once complete and hashed, so a half-written file is never under a key.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, measuring, newStorageKey, type Storage, type StoredObject } from './storage.js';

const KEY = /^[0-9a-f]{32}$/;

export function diskStorage(root: string): Storage {
  const tmpDir = path.join(root, 'tmp');

  /** The path of a key; anything that is not a key the storage made is refused, so no path can be smuggled. */
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('not a storage key');
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  return {
    async put(source: Readable): Promise<StoredObject> {
      await mkdir(tmpDir, { recursive: true });
      const key = newStorageKey();
      const temp = path.join(tmpDir, key);
      const { stream: measure, facts } = measuring();
      try {
        await pipeline(source, measure, createWriteStream(temp, { flags: 'wx', mode: 0o600 }));
        const final = pathOf(key);
        await mkdir(path.dirname(final), { recursive: true });
        await rename(temp, final);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { key, ...facts() };
    },

    get(key: string, range?: ByteRange): Readable {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async exists(key: string) {
      if (!KEY.test(key)) return false;
      return stat(pathOf(key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },

    async delete(key: string) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async sweepPartial(before: Date) {
      const names = await readdir(tmpDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const info = await stat(file).catch(() => undefined);
        if (info && info.mtime < before) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
