/**
 * An upload, from the multipart request to the file record: the bytes stream into the storage (never whole in
 * memory), the type is decided by their first bytes (`file-type`), the size is capped by the kind's limit
 * while they flow, the hash is checked against the blocklist, images get dimensions and a thumbnail, videos a
 * duration. Whatever refuses the upload removes every byte it stored: no file and no row is left behind.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeStream } from 'file-type';
import { ACCEPTED_TYPES, type FileKind, UPLOAD_LIMITS } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { AppError, invalid } from '../../platform/errors.js';
import { isStorageFull, type Storage, type StoredObject } from '../../platform/storage/storage.js';
import { inspectImage } from './images.js';
import { type FileRow, insertFile, isBlocked } from './queries.js';
import { subtitleType } from './subtitles.js';
import { videoDuration } from './video-duration.js';

/** Bytes of a file's start that type detection reads. */
const SAMPLE_BYTES = 4100;
const MAX_NAME = 255;

const refusedType = (kind: FileKind) =>
  invalid({ file: [{ key: 'msg.file.type', params: { accepted: ACCEPTED_TYPES[kind].join(', ') } }] });

function megabytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  return mb >= 1024 ? `${+(mb / 1024).toFixed(1)} GB` : `${+mb.toFixed(1)} MB`;
}

/**
 * What the multipart reader or the client's stream failed with, as an answer: too large is a 413 naming the
 * limit, not multipart a 415, anything else (malformed, cut off) a 400 — the client's doing, never a 500.
 */
const tooLarge = (limit: number) =>
  new AppError(413, 'too_large', 'err.fileTooLarge', undefined, { max: megabytes(limit) });

function clientFailure(error: unknown, limit: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(limit);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError(415, 'unsupported_media_type', 'err.badRequest');
  return new AppError(400, 'bad_request', 'err.badRequest');
}

/** The request's first file part; every failure to read one is the client's. */
async function filePart(request: FastifyRequest, limit: number) {
  try {
    return await request.file({ limits: { fileSize: limit, files: 1, fields: 10, parts: 11 } });
  } catch (error) {
    throw clientFailure(error, limit);
  }
}

/** The uploader's file name for display: its last path segment, one line, at most MAX_NAME characters. */
export function displayName(filename: string) {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cs}\u2028\u2029]/gu, '')
    .trim()
    .slice(0, MAX_NAME);
  return clean || 'file';
}

export type UploadLimits = Record<FileKind, number>;
export type Uploads = ReturnType<typeof createUploads>;

/** A file on its way in: its bytes, the uploader's name for it, and whether a size limit cut it short. */
export type Incoming = { file: Readable; filename: string; truncated: () => boolean };

export function createUploads(deps: { db: Db; storage: Storage; limits: UploadLimits }) {
  const { db, storage, limits } = deps;

  /** Stores the incoming bytes if their type suits the kind; the content type decided from them. */
  async function storeTyped(kind: FileKind, incoming: Incoming): Promise<{ stored: StoredObject; mime: string }> {
    if (kind === 'subtitle') {
      // At most 2 MB: read whole, parsed, then stored.
      const bytes = Buffer.concat(await incoming.file.toArray());
      if (incoming.truncated()) throw tooLarge(limits.subtitle);
      const mime = subtitleType(bytes);
      if (!mime) throw invalid({ file: ['msg.file.subtitle'] });
      return { stored: await storage.put(Readable.from([bytes])), mime };
    }
    const typed = await fileTypeStream(incoming.file, { sampleSize: SAMPLE_BYTES });
    const mime = typed.fileType?.mime;
    if (!mime || !ACCEPTED_TYPES[kind].includes(mime)) {
      incoming.file.destroy();
      throw refusedType(kind);
    }
    return { stored: await storage.put(typed), mime };
  }

  /** Dimensions and thumbnail of an image, duration of a video; 422 for an image that does not decode. */
  async function factsOf(kind: FileKind, stored: StoredObject, mime: string) {
    // A private scan is shown nowhere: no thumbnail, nothing read from it.
    if (kind === 'scan') return {};
    if (kind === 'video') return { durationSeconds: await videoDuration(storage, stored.key, mime, stored.size) };
    if (!mime.startsWith('image/')) return {};
    const image = await inspectImage(storage, stored.key);
    if (!image) throw invalid({ file: ['msg.file.unreadable'] });
    return image;
  }

  /**
   * Stores an incoming file and records it: the checks, facts and audit entry every upload goes through.
   * `fromClient` tells the errors of the incoming stream that are the client's doing (cut off, too large).
   */
  async function ingest(
    kind: FileKind,
    incoming: Incoming,
    ctx: AuditContext,
    fromClient: (error: unknown) => boolean,
    siteId: number | null = null,
  ) {
    const limit = limits[kind];
    const stored: string[] = [];
    try {
      const { stored: object, mime } = await storeTyped(kind, incoming);
      stored.push(object.key);
      // Past the limit the part ends early, marked truncated: what was stored is cut short.
      if (incoming.truncated()) throw tooLarge(limit);
      if (await isBlocked(db, object.sha256)) throw invalid({ file: ['msg.file.blocked'] });
      const facts = await factsOf(kind, object, mime);
      if ('thumbnailKey' in facts) stored.push(facts.thumbnailKey);
      // Audited as the creation of a file record (the audit log's actions are the web app's labels).
      return await db.transaction(async (tx) => {
        const row = await insertFile(tx, {
          kind,
          storageKey: object.key,
          originalName: displayName(incoming.filename),
          mimeType: mime,
          sizeBytes: object.size,
          sha256: object.sha256,
          createdBy: ctx.actorId,
          siteId,
          ...facts,
        });
        const { kind: k, originalName, mimeType, sizeBytes, sha256 } = row;
        const after = { kind: k, originalName, mimeType, sizeBytes, sha256 };
        await recordAudit(tx, ctx, {
          action: 'create',
          resource: 'files',
          resourceId: row.id,
          label: originalName,
          after,
        });
        return row;
      });
    } catch (error) {
      await Promise.all(stored.map((key) => storage.delete(key)));
      // A full device fails the request's stream too (the pipeline ends it): it is still the server's failure.
      const clients = error instanceof AppError || (fromClient(error) && !isStorageFull(error));
      throw clients ? clientFailure(error, limit) : error;
    }
  }

  return {
    /** A multipart upload: its first file part; `siteId` when a member site sends it rather than an admin. */
    async upload(kind: FileKind, request: FastifyRequest, ctx: AuditContext, siteId?: number): Promise<FileRow> {
      const part = await filePart(request, limits[kind]);
      if (!part) throw invalid({ file: ['msg.file.required'] });
      // Errors of the part's stream come from the request (too large, cut off, malformed).
      const fromClient = new WeakSet<object>();
      part.file.on('error', (error) => fromClient.add(error));
      const incoming = { file: part.file, filename: part.filename, truncated: () => part.file.truncated };
      return ingest(kind, incoming, ctx, (error) => error instanceof Object && fromClient.has(error), siteId);
    },

    /** A file already received whole (a finished resumable upload): read from the server's own disk. */
    ingest: (kind: FileKind, incoming: Incoming, ctx: AuditContext) => ingest(kind, incoming, ctx, () => false),
  };
}

/** Each kind's limit: the contract's, videos' from the configuration. */
export const uploadLimits = (maxVideoBytes: number): UploadLimits => ({ ...UPLOAD_LIMITS, video: maxVideoBytes });
