/**
 * What the files module offers: its side of the resource kit's file fields (references, kinds and answers by
 * id) and private files (`private.ts`), and whose a member site's upload is.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileAttachments } from '../../platform/crud/file-fields.js';
import type { PlatformDeps } from '../module.js';
import { privateFileStore } from './private.js';
import { createUploads, uploadLimits } from './uploads.js';
import { fileView } from './view.js';

type FileDeps = Pick<PlatformDeps, 'db' | 'storage' | 'config' | 'fileReferences' | 'fileUrls'>;

export function fileAttachments(deps: FileDeps): FileAttachments {
  const { db, storage, config, fileReferences: references, fileUrls: signer } = deps;
  const uploads = createUploads({ db, storage, limits: uploadLimits(config.maxVideoUploadBytes) });
  return {
    register: (reference) => references.register(reference),
    async kindsOf(ex, ids) {
      const rows = await ex.select({ id: files.id, kind: files.kind }).from(files).where(inArray(files.id, ids));
      return new Map(rows.map((row) => [row.id, row.kind]));
    },
    async viewsOf(ex, ids) {
      const rows = await ex
        .select()
        .from(files)
        .where(and(inArray(files.id, ids), ne(files.kind, 'scan')));
      return new Map(rows.map((row) => [row.id, fileView(row, signer)]));
    },
    private: privateFileStore(db, storage, uploads),
  };
}

export type SiteUploads = {
  /** Whether file `id` is an attachment that site `siteId` uploaded (`site-uploads.ts`). */
  attachable(ex: Executor, id: number, siteId: number): Promise<boolean>;
};

export const siteUploads: SiteUploads = {
  async attachable(ex, id, siteId) {
    const [row] = await ex
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), eq(files.siteId, siteId), eq(files.kind, 'attachment')))
      .limit(1);
    return Boolean(row);
  },
};
