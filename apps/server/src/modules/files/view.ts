/** A file row as the API answers it, with fresh signed URLs. */
import type { StoredFile } from '@backlot/contract';
import type { Outgoing } from '../../platform/wire.js';
import type { FileRow } from './queries.js';
import type { UrlSigner } from './signed-urls.js';

export function fileView(row: FileRow, signer: UrlSigner): Outgoing<StoredFile> {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    mime: row.mimeType,
    size: Number(row.sizeBytes),
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    duration: row.durationSeconds,
    url: signer.url(row.id, 'content'),
    thumbnail_url: row.thumbnailKey ? signer.url(row.id, 'thumbnail') : null,
    created_at: row.createdAt,
  };
}
