/**
 * Resumable uploads of videos (masters are tens of GB): the tus 1.0 protocol under `/api/files/tus`, served by
 * `@tus/server` with its store where the stored files are (`resumable-store.ts`: on disk, or in the bucket). A
 * client creates an upload (`POST`), sends its bytes in as many `PATCH`es as it takes, and after a dropped
 * connection or a reload asks where it stopped (`HEAD`) and goes on from there. When the last byte arrives the
 * file goes through the same checks as a multipart upload (type by content, blocklist, duration, audit) and the
 * final `PATCH` answers the file record (200, JSON). Then the partial copy is removed: a later `HEAD` of it is a 404, and a client asking
 * again starts a new upload. An upload refused at the end is removed too, answered 413/422 as usual.
 *
 * Every request needs `upload-files`; an upload belongs to who created it: its id starts with their admin id,
 * and anyone else is answered 404 for it. The id is read once, from the route's path parameter, checked, and
 * handed to the tus server as is (`getFileIdFromRequest`): tus would otherwise read it again from the whole
 * URL, query string included, so `<own id>?x=/<another's id>` would reach another admin's upload.
 * Uploads left unfinished are removed after UNFINISHED_DAYS.
 */
import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resumableUploadParams } from '@backlot/contract';
import { actorOf } from '../../platform/access.js';
import { type AuditContext, auditContextOf } from '../../platform/audit.js';
import { AppError, appErrorBody, notFound, requestLanguage } from '../../platform/errors.js';
import type { Config } from '../../config.js';
import { resumableStore } from './resumable-store.js';
import type { UrlSigner } from './signed-urls.js';
import type { Uploads } from './uploads.js';
import { fileView } from './view.js';

export const TUS_PATH = '/api/files/tus';
const UNFINISHED_DAYS = 7;
const DAY_MS = 24 * 60 * 60_000;

/**
 * What a tus callback needs of the request it serves (tus sees the raw request only): `uploadId` is the
 * checked id of the path (none when an upload is created).
 */
type Caller = {
  ctx: AuditContext;
  lang: ReturnType<typeof requestLanguage>;
  ownerPrefix: string;
  uploadId: string | undefined;
};

const ownerPrefixOf = (request: FastifyRequest) => `${actorOf(request).id}-`;

export async function resumableUploads(deps: {
  config: Pick<Config, 'storage' | 'dataDir'>;
  maxSize: number;
  uploads: Uploads;
  fileUrls: UrlSigner;
}) {
  const { uploads, fileUrls } = deps;
  const callers = new WeakMap<object, Caller>();
  const store = await resumableStore(deps.config, UNFINISHED_DAYS * DAY_MS);
  const callerOf = (req: { runtime?: { node?: { req: object } } }) => {
    const caller = req.runtime?.node ? callers.get(req.runtime.node.req) : undefined;
    if (!caller) throw new Error('a tus request outside the API route');
    return caller;
  };

  const tus = new Server({
    path: TUS_PATH,
    datastore: store,
    maxSize: deps.maxSize,
    relativeLocation: true,
    // The id checked by the route, never one tus parses again from the URL.
    getFileIdFromRequest: (req) => callerOf(req).uploadId,
    namingFunction: (req) => `${callerOf(req).ownerPrefix}${randomBytes(16).toString('hex')}`,
    onUploadFinish: async (req, upload) => {
      const { ctx, lang } = callerOf(req);
      const filename = upload.metadata?.filename ?? 'video';
      try {
        const file = await store.read(upload.id);
        const row = await uploads.ingest('video', { file, filename, truncated: () => false }, ctx);
        const body = JSON.stringify(fileView(row, fileUrls));
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw { status_code: error.status, body: JSON.stringify(appErrorBody(error, lang)) };
      } finally {
        await store.remove(upload.id).catch(() => undefined);
      }
    },
  });

  return {
    /** The tus routes, on the API context (prefix `/api`). */
    register(api: FastifyInstance) {
      // tus bodies are raw bytes the tus server reads from the request itself.
      api.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
      const handle = async (request: FastifyRequest, reply: FastifyReply) => {
        const ownerPrefix = ownerPrefixOf(request);
        const uploadId = (request.params as { id?: string }).id;
        if (uploadId !== undefined && !uploadId.startsWith(ownerPrefix)) throw notFound();
        callers.set(request.raw, {
          ctx: auditContextOf(request),
          lang: requestLanguage(request),
          ownerPrefix,
          uploadId,
        });
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      };
      const config = { access: 'upload-files' } as const;
      const tags = ['files'];
      api.post('/files/tus', {
        config,
        schema: { tags, summary: 'Start a resumable (tus 1.0) video upload' },
        handler: handle,
      });
      api.route({
        method: ['HEAD', 'PATCH', 'DELETE'],
        url: '/files/tus/:id',
        config,
        schema: {
          tags,
          summary: 'Ask where a resumable upload stopped, send its next bytes, or cancel it',
          params: resumableUploadParams,
        },
        handler: handle,
      });
    },
    /** Removes unfinished uploads older than UNFINISHED_DAYS (a housekeeping job). */
    sweepUnfinished: () => tus.cleanUpExpiredUploads(),
  };
}
