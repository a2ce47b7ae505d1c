/**
 * Galleries: the photos (image files) of a video or a model, in the order staff arranged them. Deleting the
 * owner drops its links; a photo's file stays while any gallery names it (the sweep removes it later).
 */
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { models } from './catalogue.js';
import { files } from './files.js';
import { videos } from './videos.js';

export function galleryOf(name: string, ownerColumn: string, owner: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      ownerId: integer(ownerColumn)
        .notNull()
        .references(() => owner.id, { onDelete: 'cascade' }),
      fileId: integer()
        .notNull()
        .references((): AnyPgColumn => files.id),
      position: integer().notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.fileId] }), index(`${name}_file_idx`).on(t.fileId)],
  );
}

export const videoPhotos = galleryOf('video_photos', 'video_id', videos);
export const modelPhotos = galleryOf('model_photos', 'model_id', models);
