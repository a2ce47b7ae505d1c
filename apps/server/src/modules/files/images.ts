/**
 * Images: their dimensions and a thumbnail (THUMBNAIL_WIDTH px wide WebP, never enlarged), both with sharp,
 * reading the stored file as a stream. sharp's pixel limit refuses decompression bombs; an image it cannot
 * decode is damaged or not what its header says.
 */
import sharp from 'sharp';
import type { Storage } from '../../platform/storage/storage.js';

export const THUMBNAIL_WIDTH = 320;

// libvips keeps recent operations' results for reuse (up to 50 MB by default); each image here is read once.
sharp.cache(false);

export type ImageFacts = { width: number; height: number; thumbnailKey: string };

/** Undefined when the bytes do not decode as an image. */
export async function inspectImage(storage: Storage, key: string): Promise<ImageFacts | undefined> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await storage.get(key).pipe(sharp()).metadata();
    // Dimensions as shown: an EXIF orientation of 5-8 turns the picture a quarter.
    ({ width, height } = meta.autoOrient ?? meta);
  } catch {
    return undefined;
  }
  if (!width || !height) return undefined;
  const thumbnail = sharp().rotate().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp();
  try {
    const stored = await storage.put(storage.get(key).pipe(thumbnail));
    return { width, height, thumbnailKey: stored.key };
  } catch {
    return undefined;
  }
}
