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
import { idSchema } from './common.js';
import { storedFile } from './files.js';
import { enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { externalLink, fileAnswer } from './storefront.js';

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

export const blockFilters = filters({
  site_id: idFilter(),
  /** The `page` field (`page` itself is the list's page number). */
  site_page: enumFilter(STOREFRONT_PAGES),
  type: enumFilter(BLOCK_TYPES),
  live: flagFilter(),
});

export const blockManifest = manifest({
  resource: 'blocks',
  fields: {
    id: field.id(),
    title: field.text(200).sortable().searched(),
    title_cn: field.text(200).searched(),
    ...field.site(),
    page: field.enumOf(STOREFRONT_PAGES).sortable(),
    type: field.enumOf(BLOCK_TYPES),
    /** Place within the page; a new block without one goes last. */
    sort: field.integer(0, 1_000_000).sortable().optionalOnCreate(),
    is_box: field.flag().default(false),
    /** The site shows the block from `starts_at` (none: at once) until `ends_at` (none: for good). */
    starts_at: field.datetime().nullable().sortable(),
    ends_at: field.datetime().nullable().sortable(),
    /** Whether the site shows it now: within its window. */
    live: field.answer(z.boolean()),
    description: field.optionalMultiline(2000),
    link: field.of('text', z.string(), externalLink()).nullable(),
    advertisement_id: field.reference('advertisements').nullable(),
    advertisement: field.answer(linkedAd.nullable()),
    image_id: field.file(),
    image: field.answer(fileAnswer),
    mobile_image_id: field.file(),
    mobile_image: field.answer(fileAnswer),
    video_ids: field.ids(MAX_BLOCK_ITEMS).default([]),
    videos: field.answer(z.array(blockVideo)),
    model_ids: field.ids(MAX_BLOCK_ITEMS).default([]),
    models: field.answer(z.array(blockModel)),
    ...field.timestamps(),
  },
  nameField: 'title',
  defaultSort: 'sort',
  filters: blockFilters,
});
export const {
  entity: block,
  create: blockCreate,
  update: blockUpdate,
  listQuery: blockListQuery,
  page: blockPage,
} = blockManifest;
export type Block = z.infer<typeof block>;

const itemIds = z.array(idSchema).max(MAX_BLOCK_ITEMS);

/** `POST /blocks/{id}/videos`: the block's videos, all of them, in their new order. */
export const blockVideosBody = z.strictObject({ video_ids: itemIds });
/** `POST /blocks/{id}/models`: the block's models, all of them, in their new order. */
export const blockModelsBody = z.strictObject({ model_ids: itemIds });
export const blockVideoList = z.object({ data: z.array(blockVideo) });
export const blockModelList = z.object({ data: z.array(blockModel) });
/** `POST /blocks/{id}/advertisements`: the ad slot the block shows, or null for none. */
export const blockAdvertisementBody = z.strictObject({ advertisement_id: idSchema.nullable() });
