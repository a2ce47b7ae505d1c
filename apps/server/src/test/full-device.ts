/**
 * A file storage on a device with no space left: it writes to `/dev/full`, which takes no byte and answers every
 * write with the system's own ENOSPC, as a full disk does. Reads and deletes find nothing (nothing was stored).
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../platform/storage/storage.js';

export function storageOnFullDevice(): Storage {
  return {
    async put(source) {
      await pipeline(source, createWriteStream('/dev/full'));
      throw new Error('/dev/full took the bytes'); // never: a write to it fails
    },
    get: () => Readable.from([]),
    exists: async () => false,
    delete: async () => {},
    sweepPartial: async () => 0,
  };
}
