/**
 * Blocks: the sections of a site's pages, in their `sort` order within the page (`POST /blocks/reorder`). A
 * block's `type` says what it shows: `videos` or `models` (its ordered items, `GET/POST /blocks/{id}/videos`
 * and `/models`: the whole list in its new order, one request), `advertisement` (one of the ad slots,
 * `POST /blocks/{id}/advertisements`) or `image` (a desktop and a mobile picture and a link). Every block
 * also has a gallery (`/blocks/{id}/photos`). Items of another type than the block's are refused (409); those
 * a block kept from before a type change stay stored but are not shown.
 */
import { z } from 'zod';
import { BLOCK_TYPES, STOREFRONT_PAGES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { storedFile } from './files.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { externalLink, fileAnswer, fileId, siteOwned } from './storefront.js';
import { optionalMultiLineText, requiredText } from './text.js';

/** Most videos or models one block holds. */
export const MAX_BLOCK_ITEMS = 60;

/** A video as a block shows it: enough to recognise it, with its cover. */
export const blockVideo = z.object({
  id: z.number().int(),
  serial_number: z.string(),
  title: z.string(),
  title_cn: z.string(),
  status: z.string(),
  cover: storedFile.nullable(),
});
/** A model as a block shows it, with the avatar. */
export const blockModel = z.object({
  id: z.number().int(),
  name: z.string(),
  name_cn: z.string(),
  avatar: storedFile.nullable(),
});
const linkedAd = z.object({ id: z.number().int(), position: z.string(), name: z.string() });

export const block = z.object({
  id: z.number().int(),
  ...siteOwned,
  page: z.enum(STOREFRONT_PAGES),
  type: z.enum(BLOCK_TYPES),
  title: z.string(),
  title_cn: z.string(),
  description: z.string().nullable(),
  is_box: z.boolean(),
  sort: z.number().int(),
  link: z.string().nullable(),
  advertisement_id: z.number().int().nullable(),
  advertisement: linkedAd.nullable(),
  image_id: z.number().int().nullable(),
  image: fileAnswer,
  mobile_image_id: z.number().int().nullable(),
  mobile_image: fileAnswer,
  video_ids: z.array(z.number().int()),
  videos: z.array(blockVideo),
  model_ids: z.array(z.number().int()),
  models: z.array(blockModel),
  created_at: instant,
  updated_at: instant,
});
export type Block = z.infer<typeof block>;

const itemIds = z.array(idSchema).max(MAX_BLOCK_ITEMS);
const blockFields = {
  site_id: idSchema,
  page: z.enum(STOREFRONT_PAGES),
  type: z.enum(BLOCK_TYPES),
  title: requiredText(200),
  title_cn: requiredText(200),
  description: optionalMultiLineText(2000),
  is_box: z.boolean(),
  /** Place within the page; a new block without one goes last. */
  sort: z.number().int().min(0).max(1_000_000),
  link: externalLink().nullish(),
  advertisement_id: idSchema.nullish(),
  image_id: fileId(),
  mobile_image_id: fileId(),
  video_ids: itemIds,
  model_ids: itemIds,
};
export const blockCreate = z.strictObject({
  ...blockFields,
  is_box: blockFields.is_box.default(false),
  sort: blockFields.sort.optional(),
  video_ids: itemIds.default([]),
  model_ids: itemIds.default([]),
});
export const blockUpdate = z.strictObject(blockFields).partial();

/** `POST /blocks/{id}/videos`: the block's videos, all of them, in their new order. */
export const blockVideosBody = z.strictObject({ video_ids: itemIds });
/** `POST /blocks/{id}/models`: the block's models, all of them, in their new order. */
export const blockModelsBody = z.strictObject({ model_ids: itemIds });
export const blockVideoList = z.object({ data: z.array(blockVideo) });
export const blockModelList = z.object({ data: z.array(blockModel) });
/** `POST /blocks/{id}/advertisements`: the ad slot the block shows, or null for none. */
export const blockAdvertisementBody = z.strictObject({ advertisement_id: idSchema.nullable() });

export const blockFilters = filters({
  site_id: idFilter(),
  /** The `page` field (`page` itself is the list's page number). */
  site_page: enumFilter(STOREFRONT_PAGES),
  type: enumFilter(BLOCK_TYPES),
});
export const blockListQuery = listQuery.extend({
  ...blockFilters.query,
  sort: sortParam(['id', 'sort', 'title', 'page', 'created_at']),
});
export const blockPage = pageOf(block);
