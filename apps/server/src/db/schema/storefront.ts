/**
 * The storefront staff curate per site: blocks of the site's pages (with their ordered videos or models and
 * a gallery), banners, site texts (informations), SEO entries and the FAQ; and the advertisement slots every
 * site shares (seeded by the migration). A site's storefront records go with the site.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { BANNER_TYPES, BLOCK_TYPES, STOREFRONT_PAGES } from '@backlot/contract';
import { id, instant, oneOf, timestamps } from './columns.js';
import { fileRef } from './files.js';
import { models, tags } from './catalogue.js';
import { galleryOf } from './galleries.js';
import { sites } from './sites.js';
import { videos } from './videos.js';

const siteId = () =>
  integer()
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' });

export const advertisements = pgTable(
  'advertisements',
  {
    id: id(),
    position: text().notNull(),
    name: text().notNull(),
    link: text(),
    ctaPosition: text().notNull().default('right'),
    imageId: fileRef(),
    mobileImageId: fileRef(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('advertisements_position_key').on(t.position)],
);

export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    siteId: siteId(),
    page: text().notNull(),
    type: text().notNull(),
    title: text().notNull(),
    titleCn: text().notNull(),
    description: text(),
    isBox: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    /** The site shows the block from then (null: at once) until `endsAt` (null: for good). */
    startsAt: instant(),
    endsAt: instant(),
    link: text(),
    advertisementId: integer().references(() => advertisements.id, { onDelete: 'set null' }),
    imageId: fileRef(),
    mobileImageId: fileRef(),
    ...timestamps(),
  },
  (t) => [
    index('blocks_site_page_sort_idx').on(t.siteId, t.page, t.sort, t.id),
    check('blocks_page_check', oneOf(t.page, STOREFRONT_PAGES)),
    check('blocks_type_check', oneOf(t.type, BLOCK_TYPES)),
  ],
);

/** A block's ordered link to videos or models. */
function blockLinks(name: string, target: string, related: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      blockId: integer()
        .notNull()
        .references(() => blocks.id, { onDelete: 'cascade' }),
      targetId: integer(target)
        .notNull()
        .references(() => related.id, { onDelete: 'cascade' }),
      position: integer().notNull(),
    },
    (t) => [primaryKey({ columns: [t.blockId, t.targetId] }), index(`${name}_target_idx`).on(t.targetId)],
  );
}

export const blockVideos = blockLinks('block_videos', 'video_id', videos);
export const blockModels = blockLinks('block_models', 'model_id', models);
export const blockPhotos = galleryOf('block_photos', 'block_id', blocks);

export const banners = pgTable(
  'banners',
  {
    id: id(),
    siteId: siteId(),
    position: text().notNull(),
    type: text().notNull().default('image'),
    name: text().notNull(),
    nameCn: text().notNull(),
    title: text(),
    titleCn: text(),
    subtitle: text(),
    subtitleCn: text(),
    cta: text(),
    ctaCn: text(),
    link: text(),
    sort: integer().notNull().default(0),
    /** The site shows the banner from then (null: at once) until `expiredAt` (null: for good). */
    startsAt: instant(),
    expiredAt: instant(),
    clicks: integer().notNull().default(0),
    imageId: fileRef(),
    mobileImageId: fileRef(),
    videoId: fileRef(),
    mobileVideoId: fileRef(),
    ...timestamps(),
  },
  (t) => [
    index('banners_site_position_sort_idx').on(t.siteId, t.position, t.sort, t.id),
    check('banners_type_check', oneOf(t.type, BANNER_TYPES)),
  ],
);

export const informations = pgTable(
  'informations',
  {
    id: id(),
    siteId: siteId(),
    type: text().notNull(),
    title: text().notNull(),
    titleCn: text().notNull(),
    content: text().notNull().default(''),
    contentCn: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('informations_site_type_key').on(t.siteId, t.type)],
);

export const seos = pgTable(
  'seos',
  {
    id: id(),
    siteId: siteId(),
    page: text(),
    tagId: integer().references(() => tags.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    titleCn: text().notNull(),
    description: text(),
    descriptionCn: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seos_site_page_key').on(t.siteId, t.page),
    uniqueIndex('seos_site_tag_key').on(t.siteId, t.tagId),
    check('seos_target_check', sql`(${t.page} is null) <> (${t.tagId} is null)`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    siteId: siteId(),
    question: text().notNull(),
    questionCn: text().notNull(),
    answer: text().notNull().default(''),
    answerCn: text().notNull().default(''),
    sort: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('questions_site_sort_idx').on(t.siteId, t.sort, t.id)],
);
