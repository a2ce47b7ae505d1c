/**
 * Where the bytes of stored files live. Callers get a `Storage` through the modules' deps and never learn
 * where or how it keeps them: the disk storage (`disk.ts`) is the default; an S3-compatible one can take its
 * place behind the same interface. Keys are made by the storage, never from a client's file name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';

export type StoredObject = { key: string; size: number; sha256: string };
/** Inclusive byte offsets, as an HTTP Range names them. */
export type ByteRange = { start: number; end: number };

export interface Storage {
  /**
   * Stores a stream under a new key, computing its size and SHA-256 as it flows. Nothing is visible under the
   * key until the stream ended well: a failed or aborted stream leaves nothing behind.
   */
  put(source: Readable): Promise<StoredObject>;
  /** The bytes of `key`, or of a range of them. */
  get(key: string, range?: ByteRange): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; a key already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Removes what unfinished writes left behind (a crash mid-upload) older than `before`. */
  sweepPartial(before: Date): Promise<number>;
}

/** Reads `length` bytes at `start` of an object (fewer at its end): for probing headers without reading it all. */
export async function readBytes(storage: Storage, key: string, start: number, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key, { start, end: start + length - 1 })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Whether an error is the storage's device being full (or the writer's quota spent): a 507, never the client's. */
export function isStorageFull(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
  }
  return false;
}

/** A new storage key: 32 random hex digits, never derived from what a client sent. */
export const newStorageKey = () => randomBytes(16).toString('hex');

/** A pass-through that counts and hashes what flows through it: `facts()` once it has ended. */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, facts: () => ({ size, sha256: hash.digest('hex') }) };
}
