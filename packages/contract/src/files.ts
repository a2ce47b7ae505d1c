/**
 * Stored files: images, videos, subtitles and attachments uploaded by admins (multipart), read by browsers
 * through short-lived signed URLs, checked against a blocklist of banned content by SHA-256.
 */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { field, manifest } from './manifest.js';
import { singleLineText } from './text.js';

/**
 * `scan`: a private file (a performer's identity document, a signed release; `private-files.ts`). It is stored
 * like the others but never given a signed URL, listed, picked, served by `/files/{id}/...` or exported: only
 * the record it belongs to reads it, through an authenticated and audited route.
 */
export const FILE_KINDS = ['image', 'video', 'subtitle', 'attachment', 'scan'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/** The kinds a file field, a picker or a signed URL may carry: every kind but the private `scan`. */
export type PublicFileKind = Exclude<FileKind, 'scan'>;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Content types each kind accepts, decided by the file's bytes (never by its name or the client's header). */
export const ACCEPTED_TYPES: Record<FileKind, readonly string[]> = {
  image: IMAGE_TYPES,
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
  subtitle: ['text/vtt', 'application/x-subrip'],
  attachment: ['application/pdf', 'application/zip', ...IMAGE_TYPES],
  scan: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
};

const MB = 1024 * 1024;
/** Largest upload of each kind, in bytes; videos' limit is a server setting (MAX_VIDEO_UPLOAD_MB). */
export const UPLOAD_LIMITS: Record<Exclude<FileKind, 'video'>, number> = {
  image: 20 * MB,
  subtitle: 2 * MB,
  attachment: 50 * MB,
  scan: 50 * MB,
};

/** A file as the API answers it. `url` and `thumbnail_url` are signed and expire (see the server README). */
export const storedFile = z.object({
  id: z.number().int(),
  kind: z.enum(FILE_KINDS),
  /** The uploader's file name, for display and downloads only. */
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, for videos whose container tells it. */
  duration: z.number().nullable(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: instant,
});
export type StoredFile = z.infer<typeof storedFile>;

/** A SHA-256 as 64 hexadecimal digits (either case; stored in lower case). */
export const sha256Text = () =>
  singleLineText(64)
    .regex(/^[0-9a-fA-F]{64}$/, 'msg.sha256')
    .transform((hash) => hash.toLowerCase());

/** `?sha256=` or `?id=`: which stored file a check is about. */
export const fileCheckQuery = z
  .strictObject({ sha256: sha256Text().optional(), id: idSchema.optional() })
  .refine((q) => q.sha256 !== undefined || q.id !== undefined, { message: 'msg.required', path: ['sha256'] });
export const fileOnServer = z.object({ exists: z.boolean() });
/** Object storage (STORAGE=s3): without it `configured` is false and nothing is there. */
export const fileOnCloud = z.object({ configured: z.boolean(), exists: z.boolean() });
export const blocklistCheckQuery = z.strictObject({ sha256: sha256Text() });
export const blocklistCheck = z.object({ blocked: z.boolean() });

/** The query of a signed file URL: its expiry (Unix seconds) and HMAC signature. */
export const signedUrlQuery = z.strictObject({
  expires: singleLineText(12).regex(/^\d{1,12}$/, 'msg.invalidValue'),
  signature: singleLineText(64).regex(/^[\w-]{1,64}$/, 'msg.invalidValue'),
});

/**
 * The blocklist of banned content: hashes an upload may not have, each with why. Its routes are under
 * `/files/blocklist` (list, add, remove; an entry is never edited), served by the files module's own service.
 */
export const blocklistManifest = manifest({
  resource: 'blocklist',
  fields: {
    id: field.id(),
    sha256: field.of('text', z.string(), sha256Text()).searched().unique(),
    reason: field.text(500).searched(),
    /** The admin who added it (none once that admin is deleted). */
    created_by: field.answer(z.number().int().nullable()),
    created_at: field.instant().sortable(),
  },
  nameField: 'sha256',
  defaultSort: '-created_at',
});
export const {
  entity: blocklistEntry,
  create: blocklistCreate,
  listQuery: blocklistListQuery,
  page: blocklistPage,
} = blocklistManifest;
export type BlocklistEntry = z.infer<typeof blocklistEntry>;

/** GET /photos: the stored images, newest first unless asked otherwise; `q` searches the original names. */
export const photoListQuery = listQuery.extend({ sort: sortParam(['id', 'created_at', 'size', 'name']) });
export const photoPage = pageOf(storedFile);

/** A resumable (tus) upload's id: its owner's admin id, a hyphen, 32 hex digits (server-made). */
export const resumableUploadParams = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,9}-[0-9a-f]{32}$/) });
