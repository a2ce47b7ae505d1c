/**
 * Videos. `status`: `draft` -> `scheduled` | `published`; `published` -> `hidden`; `hidden` -> `published`.
 * `POST /videos/{id}/publish {published_at?}` publishes now, or schedules when `published_at` is in the future
 * (a scheduled video counts as published from that instant); publishing needs a cover, a title in both
 * languages and the video file (422 naming what is missing). `hide` takes a published video off the site.
 * Models, directors and tags are ordered lists of ids; files are ids of stored files (`cover_id`), answered
 * as file records (`cover`). Counters are read-only here; `is_srt` says whether any subtitle file is set.
 * A video with models is published only when each is cleared for it (`compliance.ts`).
 */
import { z } from 'zod';
import { VIDEO_STATUSES, VIDEO_TYPES } from './choices.js';
import { calendarDay, idSchema, instant } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { requiredText, singleLineText } from './text.js';

/** `BL-000123`: letters, a hyphen, digits. */
export const SERIAL_NUMBER = /^[A-Z]{2,5}-\d{3,8}$/;

const named = z.object({ id: z.number().int(), name: z.string() });
const bilingual = named.extend({ name_cn: z.string() });
/** A stored file: written as its id (`cover_id`), answered also as its record (`cover`). */
const fileId = () => field.file();
const file = () => field.answer(storedFile.nullable());
/** Ordered related records: written as their ids, answered also as the records. */
const ids = () => field.ids(50).default([]);

export const videoFilters = filters({
  status: enumFilter(VIDEO_STATUSES),
  type: enumFilter(VIDEO_TYPES),
  free: flagFilter(),
  tag_id: idFilter(),
  model_id: idFilter(),
  director_id: idFilter(),
  published: dateRange(),
});

/** `POST /videos/{id}/publish`: now, or scheduled when `published_at` is in the future. */
export const videoPublish = z.strictObject({ published_at: instant.optional() });

/** In the order staff read a video. */
export const videoManifest = manifest({
  resource: 'videos',
  fields: {
    id: field.id(),
    cover_id: fileId(),
    cover: file(),
    serial_number: field
      .of('text', z.string(), singleLineText(16).toUpperCase().regex(SERIAL_NUMBER, 'msg.serialNumber'))
      .sortable()
      .searched()
      .unique(),
    title: field.text(200).searched(),
    title_cn: field.text(200).searched(),
    status: field.state(VIDEO_STATUSES),
    type: field.enumOf(VIDEO_TYPES).default('full'),
    published_at: field.of('instant', instant.nullable()).sortable(),
    /** The day it was filmed: the day each model's age, document and release are checked for (`compliance.ts`). */
    produced_on: field.of('day', z.string().nullable(), calendarDay.nullish()),
    video_duration: field.of('integer', z.number().int().nullable(), z.number().int().min(0).max(86_400).nullish()),
    description: field.optionalMultiline(5000),
    description_cn: field.optionalMultiline(5000),
    preview_id: fileId(),
    preview: file(),
    trailer_id: fileId(),
    trailer: file(),
    video_file_id: fileId(),
    video_file: file(),
    subtitle_zh_id: fileId(),
    subtitle_zh: file(),
    subtitle_en_id: fileId(),
    subtitle_en: file(),
    model_ids: ids(),
    models: field.answer(z.array(bilingual)),
    director_ids: ids(),
    directors: field.answer(z.array(named)),
    tag_ids: ids(),
    tags: field.answer(z.array(bilingual)),
    /** Pay-per-view price in coins. */
    token: field.integer(0, 100_000).default(0),
    is_free: field.flag().default(false),
    is_main: field.flag().default(false),
    is_srt: field.answer(z.boolean()),
    views: field.count().sortable(),
    original_views: field.count(),
    subscriber_trailer_views: field.count(),
    visitor_trailer_views: field.count(),
    likes: field.count(),
    dislikes: field.count(),
    source: field.optionalText(128),
    tooltips: field.optionalText(200),
    ...field.timestamps(),
  },
  nameField: 'title',
  defaultSort: '-created_at',
  filters: videoFilters,
  transitions: {
    field: 'status',
    actions: {
      publish: { from: ['draft', 'scheduled', 'hidden'], body: videoPublish },
      hide: { from: ['published', 'scheduled'], permission: 'publish-videos' },
    },
  },
  /** Publish (now) and hide many at once; delete them. */
  bulk: ['publish', 'hide', 'delete'],
});
export const {
  entity: video,
  create: videoCreate,
  update: videoUpdate,
  listQuery: videoListQuery,
  page: videoPage,
} = videoManifest;
export type Video = z.infer<typeof video>;

/** Most drafts one `POST /videos/batch-create` makes. */
export const MAX_BATCH_VIDEOS = 50;
/**
 * `POST /videos/batch-create`: one draft per uploaded video file, all or none. The title serves both
 * languages until edited; a serial number left out is the next free `BL-` number.
 */
export const videoBatchCreate = z.strictObject({
  items: z
    .array(
      z.strictObject({
        video_file_id: idSchema,
        title: requiredText(200),
        serial_number: videoManifest.fields.serial_number.input.optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_VIDEOS),
});
export const videoBatchCreated = z.object({ data: z.array(video) });
