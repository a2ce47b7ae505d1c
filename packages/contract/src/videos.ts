/**
 * Videos. `status`: `draft` -> `scheduled` | `published`; `published` -> `hidden`; `hidden` -> `published`.
 * `POST /videos/{id}/publish {published_at?}` publishes now, or schedules when `published_at` is in the future
 * (a scheduled video counts as published from that instant); publishing needs a cover, a title in both
 * languages and the video file (422 naming what is missing). `hide` takes a published video off the site.
 * Models, directors and tags are ordered lists of ids; files are ids of stored files (`cover_id`), answered
 * as file records (`cover`). Counters are read-only here; `is_srt` says whether any subtitle file is set.
 */
import { z } from 'zod';
import { VIDEO_STATUSES, VIDEO_TYPES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { optionalMultiLineText, optionalText, requiredText, singleLineText } from './text.js';

/** `BL-000123`: letters, a hyphen, digits. */
export const SERIAL_NUMBER = /^[A-Z]{2,5}-\d{3,8}$/;

const named = z.object({ id: z.number().int(), name: z.string() });
const bilingual = named.extend({ name_cn: z.string() });
const file = storedFile.nullable();

export const video = z.object({
  id: z.number().int(),
  serial_number: z.string(),
  title: z.string(),
  title_cn: z.string(),
  description: z.string().nullable(),
  description_cn: z.string().nullable(),
  type: z.enum(VIDEO_TYPES),
  source: z.string().nullable(),
  tooltips: z.string().nullable(),
  video_duration: z.number().int().nullable(),
  token: z.number().int(),
  is_free: z.boolean(),
  is_main: z.boolean(),
  is_srt: z.boolean(),
  status: z.enum(VIDEO_STATUSES),
  published_at: instant.nullable(),
  views: z.number().int(),
  original_views: z.number().int(),
  subscriber_trailer_views: z.number().int(),
  visitor_trailer_views: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  cover_id: z.number().int().nullable(),
  cover: file,
  preview_id: z.number().int().nullable(),
  preview: file,
  trailer_id: z.number().int().nullable(),
  trailer: file,
  video_file_id: z.number().int().nullable(),
  video_file: file,
  subtitle_zh_id: z.number().int().nullable(),
  subtitle_zh: file,
  subtitle_en_id: z.number().int().nullable(),
  subtitle_en: file,
  model_ids: z.array(z.number().int()),
  models: z.array(bilingual),
  director_ids: z.array(z.number().int()),
  directors: z.array(named),
  tag_ids: z.array(z.number().int()),
  tags: z.array(bilingual),
  created_at: instant,
  updated_at: instant,
});
export type Video = z.infer<typeof video>;

const fileId = idSchema.nullish();
const ids = z.array(idSchema).max(50);

const videoFields = {
  serial_number: singleLineText(16).toUpperCase().regex(SERIAL_NUMBER, 'msg.serialNumber'),
  title: requiredText(200),
  title_cn: requiredText(200),
  description: optionalMultiLineText(5000),
  description_cn: optionalMultiLineText(5000),
  type: z.enum(VIDEO_TYPES),
  source: optionalText(128),
  tooltips: optionalText(200),
  video_duration: z.number().int().min(0).max(86_400).nullish(),
  /** Pay-per-view price in coins. */
  token: z.number().int().min(0).max(100_000),
  is_free: z.boolean(),
  is_main: z.boolean(),
  cover_id: fileId,
  preview_id: fileId,
  trailer_id: fileId,
  video_file_id: fileId,
  subtitle_zh_id: fileId,
  subtitle_en_id: fileId,
  model_ids: ids,
  director_ids: ids,
  tag_ids: ids,
};
export const videoCreate = z.strictObject({
  ...videoFields,
  type: videoFields.type.default('full'),
  token: videoFields.token.default(0),
  is_free: videoFields.is_free.default(false),
  is_main: videoFields.is_main.default(false),
  model_ids: ids.default([]),
  director_ids: ids.default([]),
  tag_ids: ids.default([]),
});
export const videoUpdate = z.strictObject(videoFields).partial();
/** `POST /videos/{id}/publish`: now, or scheduled when `published_at` is in the future. */
export const videoPublish = z.strictObject({ published_at: instant.optional() });

export const videoFilters = filters({
  status: enumFilter(VIDEO_STATUSES),
  type: enumFilter(VIDEO_TYPES),
  free: flagFilter(),
  tag_id: idFilter(),
  model_id: idFilter(),
  director_id: idFilter(),
  published: dateRange(),
});
export const videoListQuery = listQuery.extend({
  ...videoFilters.query,
  sort: sortParam(['id', 'serial_number', 'published_at', 'views', 'created_at']),
});
export const videoPage = pageOf(video);

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
        serial_number: videoFields.serial_number.optional(),
      }),
    )
    .min(1)
    .max(MAX_BATCH_VIDEOS),
});
export const videoBatchCreated = z.object({ data: z.array(video) });
