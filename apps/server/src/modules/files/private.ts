/**
 * Private files (the kind `scan`: a performer's identity document, a signed release), the files module's side
 * of the kit's `privateFiles` (`platform/crud/private-files.ts`). They go through the same upload as every file
 * (streamed, typed by their bytes, limited, checked against the blocklist; no thumbnail is made) and the same
 * storage, but no signed URL is ever made for one: `/files/{id}/content|thumbnail` answer 404, `viewsOf` leaves
 * them out, and their bytes leave only through `send`, on the record's authenticated route.
 */
import contentDisposition from 'content-disposition';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { PrivateFileStore } from '../../platform/crud/file-fields.js';
import { notFound } from '../../platform/errors.js';
import { adminUsername } from '../admins/read.js';
import type { Storage } from '../../platform/storage/storage.js';
import { findFile } from './queries.js';
import type { Uploads } from './uploads.js';

export function privateFileStore(db: Db, storage: Storage, uploads: Uploads): PrivateFileStore {
  return {
    upload: async (request, ctx) => (await uploads.upload('scan', request, ctx)).id,

    async factsOf(ex, ids) {
      if (!ids.length) return new Map();
      const rows = await ex
        .select({
          id: files.id,
          name: files.originalName,
          mime: files.mimeType,
          size: files.sizeBytes,
          created_at: files.createdAt,
          created_by: files.createdBy,
          created_by_name: adminUsername(files.createdBy),
        })
        .from(files)
        .where(inArray(files.id, ids));
      return new Map(rows.map(({ id, size, ...facts }) => [id, { ...facts, size: Number(size) }]));
    },

    async send(reply, id) {
      const row = await findFile(db, id);
      if (!row || row.kind !== 'scan' || !(await storage.exists(row.storageKey))) throw notFound();
      return reply
        .header('content-type', row.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('content-disposition', contentDisposition(row.originalName, { type: 'attachment' }))
        .header('content-length', row.sizeBytes)
        .send(storage.get(row.storageKey));
    },
  };
}
