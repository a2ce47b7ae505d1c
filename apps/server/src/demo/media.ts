/**
 * Media for the demo data, made on the spot: pictures (a gradient and a caption, drawn by sharp from SVG) and
 * small MP4 files (`mp4.ts`). Each picture is stored and recorded as an upload would be (dimensions, thumbnail,
 * SHA-256), so the demo's covers, avatars and galleries behave like uploaded ones.
 */
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Executor } from '../db/client.js';
import { inspectImage } from '../modules/files/images.js';
import { insertFile } from '../modules/files/queries.js';
import type { Storage } from '../platform/storage/storage.js';
import { mp4Head } from './mp4.js';

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

export type Picture = { caption: string; hue: number; width: number; height: number; name: string };

function pictureSvg({ caption, hue, width, height }: Picture) {
  const size = Math.round(height / 9);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${hue},62%,48%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},70%,22%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.22}" fill="white" fill-opacity="0.12"/>` +
      `<text x="${size}" y="${height - size}" font-family="sans-serif" font-size="${size}" fill="white">` +
      `${escapeXml(caption)}</text></svg>`,
  );
}

/**
 * Stores pictures and records them as image files; answers a function from a picture to its file id. Pictures are
 * drawn several at once (`mapConcurrently`), but `ex` may be a transaction, one connection, which takes one query at
 * a time: the records are written one after another.
 */
export function pictureStore(ex: Executor, storage: Storage) {
  let written: Promise<unknown> = Promise.resolve();
  return async (picture: Picture): Promise<number> => {
    const jpeg = await sharp(pictureSvg(picture)).jpeg({ quality: 78 }).toBuffer();
    const stored = await storage.put(Readable.from([jpeg]));
    const facts = await inspectImage(storage, stored.key);
    if (!facts) throw new Error('a demo picture did not decode');
    const write = written.then(() =>
      insertFile(ex, {
        kind: 'image',
        storageKey: stored.key,
        originalName: picture.name,
        mimeType: 'image/jpeg',
        sizeBytes: stored.size,
        sha256: stored.sha256,
        ...facts,
      }),
    );
    written = write.catch(() => undefined);
    return (await write).id;
  };
}

/** A function from a picture to the id of its stored image file (`pictureStore`). */
export type StorePicture = ReturnType<typeof pictureStore>;
/** A demo site, as the storefront's demo records name it. */
export type DemoStoreSite = { id: number; name: string };

/** Stores one small MP4 (a head saying `seconds`, then filler) and records it as a video file. */
export async function storeDemoVideo(ex: Executor, storage: Storage, seconds: number) {
  const bytes = Buffer.concat([mp4Head(seconds, 'isom', 64 * 1024), Buffer.alloc(64 * 1024, 0x5a)]);
  const stored = await storage.put(Readable.from([bytes]));
  const row = await insertFile(ex, {
    kind: 'video',
    storageKey: stored.key,
    originalName: 'demo-master.mp4',
    mimeType: 'video/mp4',
    sizeBytes: stored.size,
    sha256: stored.sha256,
    durationSeconds: seconds,
  });
  return row.id;
}

/** `fn` over `items`, at most `limit` at a time (sharp draws on a thread pool), answers in the items' order. */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await fn(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many pictures are drawn and stored at once. */
export const PICTURES_AT_ONCE = 6;

/** 0, 1, ..., count - 1. */
export const indexes = (count: number) => Array.from({ length: count }, (_, i) => i);
