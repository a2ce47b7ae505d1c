/**
 * Serving a stored file's bytes to a browser through a signed URL (`signed-urls.ts`): the content type decided
 * at upload, `nosniff`, images inline and everything else as a download under the uploader's name (RFC 6266
 * encoding), byte ranges for seeking in videos. Nothing under the data directory is served any other way.
 */
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage/storage.js';
import type { FileRow } from './queries.js';
import type { FileVariant } from './signed-urls.js';

const THUMBNAIL_TYPE = 'image/webp';

/** The signed URL's lifetime is the cache's: the same URL names the same bytes until it expires. */
function cacheFor(expires: string) {
  const seconds = Math.max(0, Number(expires) - Math.floor(Date.now() / 1000));
  return `private, max-age=${seconds}, immutable`;
}

export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { storage: Storage; row: FileRow; variant: FileVariant; expires: string },
) {
  const { storage, row, variant } = deps;
  const thumbnail = variant === 'thumbnail';
  const key = thumbnail ? row.thumbnailKey : row.storageKey;
  // No thumbnail, or bytes gone from the storage (removed by hand): nothing to serve.
  if (!key || !(await storage.exists(key))) throw new AppError(404, 'not_found', 'err.notFound');
  const mime = thumbnail ? THUMBNAIL_TYPE : row.mimeType;
  reply
    .header('content-type', mime)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheFor(deps.expires))
    .header(
      'content-disposition',
      contentDisposition(row.originalName, { type: mime.startsWith('image/') ? 'inline' : 'attachment' }),
    );

  if (thumbnail) return reply.send(storage.get(key));
  reply.header('accept-ranges', 'bytes');
  const header = request.headers.range;
  const ranges = header ? parseRange(row.sizeBytes, header, { combine: true }) : undefined;
  if (ranges === -1) {
    return reply.status(416).header('content-range', `bytes */${row.sizeBytes}`).send();
  }
  // One range is served as asked; a malformed header or several ranges get the whole file, as RFC 9110 allows.
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${row.sizeBytes}`)
      .header('content-length', end - start + 1)
      .send(storage.get(key, { start, end }));
  }
  return reply.header('content-length', row.sizeBytes).send(storage.get(key));
}
