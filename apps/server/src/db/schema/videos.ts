/** Videos and their ordered links to models, directors and tags. File columns are foreign keys to `files`. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { VIDEO_STATUSES, VIDEO_TYPES } from '@backlot/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { directors, models, tags } from './catalogue.js';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';

const counter = () => integer().notNull().default(0);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    serialNumber: text().notNull(),
    title: text().notNull(),
    titleCn: text().notNull(),
    description: text(),
    descriptionCn: text(),
    type: text().notNull().default('full'),
    source: text(),
    tooltips: text(),
    videoDuration: integer(),
    token: integer().notNull().default(0),
    isFree: boolean().notNull().default(false),
    isMain: boolean().notNull().default(false),
    status: text().notNull().default('draft'),
    publishedAt: instant(),
    producedOn: date({ mode: 'string' }),
    views: counter(),
    originalViews: counter(),
    subscriberTrailerViews: counter(),
    visitorTrailerViews: counter(),
    likes: counter(),
    dislikes: counter(),
    coverId: fileRef(),
    previewId: fileRef(),
    trailerId: fileRef(),
    videoFileId: fileRef(),
    subtitleZhId: fileRef(),
    subtitleEnId: fileRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('videos_serial_number_key').on(sql`lower(${t.serialNumber})`),
    index('videos_status_published_idx').on(t.status, t.publishedAt, t.id),
    index('videos_published_idx').on(t.publishedAt, t.id),
    // What the site shows (published, or scheduled and due) in date order: the list's "published" filter.
    index('videos_live_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.status} in ('published', 'scheduled')`),
    index('videos_created_idx').on(t.createdAt, t.id),
    check('videos_status_check', oneOf(t.status, VIDEO_STATUSES)),
    check('videos_type_check', oneOf(t.type, VIDEO_TYPES)),
  ],
);

/** A link table of videos, ordered, with an index to find a related record's videos. */
function videoLinks<T extends string>(name: string, target: T, related: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      videoId: integer()
        .notNull()
        .references(() => videos.id, { onDelete: 'cascade' }),
      targetId: integer(target)
        .notNull()
        .references(() => related.id, { onDelete: 'cascade' }),
      position: integer().notNull(),
    },
    (t) => [primaryKey({ columns: [t.videoId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId, t.videoId)],
  );
}

export const videoModels = videoLinks('video_models', 'model_id', models);
export const videoDirectors = videoLinks('video_directors', 'director_id', directors);
export const videoTags = videoLinks('video_tags', 'tag_id', tags);
