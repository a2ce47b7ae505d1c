/**
 * What the files module offers: its side of the resource kit's file fields (references, kinds and answers by
 * id) and private files (`private.ts`), and whose a member site's upload is.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileAttachments } from '../../platform/crud/file-fields.js';
import { invalid } from '../../platform/errors.js';
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
    async contentsOf(ex, ids) {
      if (!ids.length) return [];
      const rows = await ex
        .select({ id: files.id, name: files.originalName, size: files.sizeBytes, key: files.storageKey })
        .from(files)
        .where(and(inArray(files.id, ids), ne(files.kind, 'scan')));
      const byId = new Map(rows.map((row) => [row.id, row]));
      const found = ids.flatMap((id) => byId.get(id) ?? []);
      const stored = await Promise.all(found.map((row) => storage.exists(row.key)));
      return found
        .filter((_, i) => stored[i])
        .map(({ id, name, size, key }) => ({ id, name, size: Number(size), open: () => storage.get(key) }));
    },
    private: privateFileStore(db, storage, uploads),
  };
}

export type SiteUploads = {
  /**
   * The attachment a new record of site `siteId` names (`attachment_id`): a file that site uploaded that no
   * record in `holder` (the records' attachment column, one file each) holds yet; none when `id` is none. Any
   * other id is a 422 on `attachment_id`, the same whether the file is unknown, another site's or taken.
   */
  claim(ex: Executor, id: number | null | undefined, siteId: number, holder: PgColumn): Promise<number | null>;
  /** The 422 of a refused attachment: for a record whose unique index found the file taken meanwhile. */
  refused(): Error;
};

const refused = () => invalid({ attachment_id: ['msg.unknownAttachment'] });

export const siteUploads: SiteUploads = {
  async claim(ex, id, siteId, holder) {
    if (id === null || id === undefined) return null;
    const [row] = await ex
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), eq(files.siteId, siteId), eq(files.kind, 'attachment')))
      .limit(1);
    const [held] = row ? await ex.select({ id: holder }).from(holder.table).where(eq(holder, id)).limit(1) : [];
    if (!row || held) throw refused();
    return id;
  },
  refused,
};
