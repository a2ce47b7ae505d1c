/**
 * What the files module offers: its side of the resource kit's file fields (references, kinds and answers by
 * id), and whose a member site's upload is.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileAttachments } from '../../platform/crud/file-fields.js';
import type { FileReferences } from './references.js';
import type { UrlSigner } from './signed-urls.js';
import { fileView } from './view.js';

export function fileAttachments(references: FileReferences, signer: UrlSigner): FileAttachments {
  return {
    register: (reference) => references.register(reference),
    async kindsOf(ex, ids) {
      const rows = await ex.select({ id: files.id, kind: files.kind }).from(files).where(inArray(files.id, ids));
      return new Map(rows.map((row) => [row.id, row.kind]));
    },
    async viewsOf(ex, ids) {
      const rows = await ex.select().from(files).where(inArray(files.id, ids));
      return new Map(rows.map((row) => [row.id, fileView(row, signer)]));
    },
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
