/** The files module's side of the resource kit's file fields: references, kinds and answers by id. */
import { inArray } from 'drizzle-orm';
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
