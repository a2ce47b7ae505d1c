/**
 * Files: multipart uploads per kind, resumable video uploads (`resumable.ts`), member sites' uploads
 * (`site-uploads.ts`), the checks the spec names, the blocklist, the photo list and the signed
 * URLs browsers read files through. Multipart parsing is registered in this module's scope only.
 */
import multipart from '@fastify/multipart';
import {
  blocklistCheck,
  blocklistCheckQuery,
  blocklistCreate,
  blocklistEntry,
  blocklistListQuery,
  blocklistPage,
  fileCheckQuery,
  fileOnCloud,
  fileOnServer,
  type FileKind,
  idParams,
  photoListQuery,
  photoPage,
  signedUrlQuery,
  storedFile,
} from '@backlot/contract';
import type { FastifyRequest } from 'fastify';
import { auditContextOf } from '../../platform/audit.js';
import { AppError, notFound, unauthenticated } from '../../platform/errors.js';
import { credentialFirst } from '../../platform/intake.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module, Uses } from '../module.js';
import { createBlocklistService } from './blocklist.js';
import { sendFile } from './content.js';
import { findFile, findFileByHash, listPhotos } from './queries.js';
import { resumableUploads } from './resumable.js';
import type { FileVariant, UrlSigner } from './signed-urls.js';
import { registerSiteUploads } from './site-uploads.js';
import { createUploads, uploadLimits } from './uploads.js';
import { fileView } from './view.js';

const tags = ['files'];

const UPLOADS: Array<{ path: string; kind: FileKind; summary: string }> = [
  { path: 'images', kind: 'image', summary: 'Upload an image (JPEG, PNG, WebP, AVIF); a thumbnail is made' },
  { path: 'videos', kind: 'video', summary: 'Upload a video (MP4, WebM, QuickTime)' },
  { path: 'subtitles', kind: 'subtitle', summary: 'Upload a subtitle file (SRT or WebVTT)' },
  { path: 'upload', kind: 'attachment', summary: 'Upload an attachment (PDF, ZIP or an image)' },
];

const VARIANTS: Array<{ variant: FileVariant; summary: string }> = [
  { variant: 'content', summary: "A stored file's bytes, through a signed URL" },
  { variant: 'thumbnail', summary: "An image's thumbnail, through a signed URL" },
];

const linkExpired = () => new AppError(403, 'forbidden', 'err.linkExpired');

/**
 * The file a signed URL opens, known from its signature before anything else of the request is read: 401
 * without a signature, 403 when it does not hold (expired, tampered, another file's or variant's, an id
 * written otherwise than it was signed).
 */
const signedFile = (fileUrls: UrlSigner, variant: FileVariant) =>
  credentialFirst((request: FastifyRequest) => {
    const { expires, signature } = request.query as Record<string, unknown>;
    if (typeof expires !== 'string' || typeof signature !== 'string') throw unauthenticated('err.linkExpired');
    const { id } = request.params as { id: string };
    const fileId = Number(id);
    if (String(fileId) !== id || !fileUrls.verify(fileId, variant, expires, signature)) throw linkExpired();
    return fileId;
  });

export const filesModule: Module<Uses<'intake'>> = async (app, deps, { intake }) => {
  const { db, config, storage, fileUrls } = deps;
  const uploads = createUploads({ db, storage, limits: uploadLimits(config.maxVideoUploadBytes) });
  const blocklist = createBlocklistService(db);
  const resumable = await resumableUploads({
    config,
    maxSize: config.maxVideoUploadBytes,
    uploads,
    fileUrls,
  });
  deps.housekeeping.push({ name: 'unfinished-uploads', run: resumable.sweepUnfinished });
  await app.register(async (scope) => resumable.register(scope));

  await app.register(async (scope) => {
    // Only the file part is read, as a stream; a few small fields may come along and are ignored.
    await scope.register(multipart, { limits: { fieldSize: 1024, headerPairs: 20 } });
    const limits = uploadLimits(config.maxVideoUploadBytes);
    registerSiteUploads(scope, { db, storage, limits, gate: intake });
    const api = scope.withTypeProvider<ContractTypeProvider>();
    for (const upload of UPLOADS) {
      api.post(`/files/${upload.path}`, {
        config: { access: 'upload-files', multipartFile: true },
        schema: { tags, summary: upload.summary, response: { 201: storedFile } },
        handler: async (request, reply) => {
          const row = await uploads.upload(upload.kind, request, auditContextOf(request));
          return reply.status(201).send(fileView(row, fileUrls));
        },
      });
    }
  });

  const api = app.withTypeProvider<ContractTypeProvider>();

  /** Whether the stored file a check names (by id or SHA-256) has its bytes in the storage. */
  const isStored = async ({ sha256, id }: { sha256?: string; id?: number }) => {
    const row = id !== undefined ? await findFile(db, id) : await findFileByHash(db, sha256!);
    return row !== undefined && (await storage.exists(row.storageKey));
  };

  api.get('/files/checkFileOnServer', {
    config: { access: 'upload-files' },
    schema: {
      tags,
      summary: 'Whether a stored file (by SHA-256 or id) is in the server storage',
      querystring: fileCheckQuery,
      response: { 200: fileOnServer },
    },
    handler: async (request) => ({ exists: await isStored(request.query) }),
  });

  api.get('/files/checkFileOnCloud', {
    config: { access: 'upload-files' },
    schema: {
      tags,
      summary: 'Whether a stored file is in object storage (STORAGE=s3; otherwise not configured)',
      querystring: fileCheckQuery,
      response: { 200: fileOnCloud },
    },
    handler: async (request) =>
      config.storage.kind === 's3'
        ? { configured: true, exists: await isStored(request.query) }
        : { configured: false, exists: false },
  });

  api.get('/files/checkBlockList', {
    config: { access: 'upload-files' },
    schema: {
      tags,
      summary: 'Whether a SHA-256 is on the blocklist',
      querystring: blocklistCheckQuery,
      response: { 200: blocklistCheck },
    },
    handler: async (request) => ({ blocked: await blocklist.isBlocked(request.query.sha256) }),
  });

  api.get('/files/blocklist', {
    config: { access: 'list-blocklist' },
    schema: { tags, summary: 'List the blocklist', querystring: blocklistListQuery, response: { 200: blocklistPage } },
    handler: (request) => blocklist.list(request.query),
  });

  api.post('/files/blocklist', {
    config: { access: 'create-blocklist' },
    schema: {
      tags,
      summary: 'Add a SHA-256 to the blocklist (an existing entry answers 200)',
      body: blocklistCreate,
      response: { 200: blocklistEntry, 201: blocklistEntry },
    },
    handler: async (request, reply) => {
      const { entry, created } = await blocklist.create(request.body, auditContextOf(request));
      return reply.status(created ? 201 : 200).send(entry);
    },
  });

  api.delete('/files/blocklist/:id', {
    config: { access: 'delete-blocklist' },
    schema: { tags, summary: 'Remove an entry of the blocklist', params: idParams },
    handler: async (request, reply) => {
      await blocklist.remove(request.params.id, auditContextOf(request));
      return reply.status(204).send();
    },
  });

  api.get('/photos', {
    config: { access: 'list-photos' },
    schema: {
      tags: ['photos'],
      summary: 'List the stored images',
      querystring: photoListQuery,
      response: { 200: photoPage },
    },
    handler: async (request) => {
      const { rows, meta } = await listPhotos(db, request.query);
      return { data: rows.map((row) => fileView(row, fileUrls)), meta };
    },
  });

  for (const { variant, summary } of VARIANTS) {
    const signed = signedFile(fileUrls, variant);
    api.get(`/files/:id/${variant}`, {
      ...signed.hooks,
      config: { access: 'public', cacheable: true },
      schema: { tags, summary, params: idParams, querystring: signedUrlQuery, security: [] },
      handler: async (request, reply) => {
        const row = await findFile(db, signed.of(request));
        // A private scan has no signed URL; one made anyway (a leaked key) still opens nothing.
        if (!row || row.kind === 'scan') throw notFound();
        return sendFile(request, reply, { storage, row, variant, expires: request.query.expires });
      },
    });
  }
};
