/**
 * Banners: the large pictures or videos of a site's pages, per `position`, with texts in both languages, a
 * call to action and a link (http(s), mailto or tel). Each has a desktop and a mobile picture, and a desktop
 * and a mobile video when its `type` is `video`. A banner is shown on the site from `starts_at` (none: at once)
 * until `expired_at` (none: for good), both instants; `live` says it is within
 * that window now (what the member site is given, `GET /api/site/storefront`), `expired` that its end has passed.
 * `clicks` is counted by the site, read-only here.
 */
import { z } from 'zod';
import { BANNER_POSITIONS, BANNER_TYPES } from './choices.js';
import { enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';
import { externalLink, fileAnswer } from './storefront.js';

export const bannerFilters = filters({
  site_id: idFilter(),
  position: enumFilter(BANNER_POSITIONS),
  type: enumFilter(BANNER_TYPES),
  expired: flagFilter(),
  live: flagFilter(),
});

export const bannerManifest = manifest({
  resource: 'banners',
  fields: {
    id: field.id(),
    ...field.site(),
    position: field.enumOf(BANNER_POSITIONS).sortable(),
    type: field.enumOf(BANNER_TYPES).default('image'),
    name: field.text(120).sortable().searched(),
    name_cn: field.text(120).searched(),
    title: field.optionalText(200).searched(),
    title_cn: field.optionalText(200).searched(),
    subtitle: field.optionalText(300),
    subtitle_cn: field.optionalText(300),
    cta: field.optionalText(60),
    cta_cn: field.optionalText(60),
    link: field.of('text', z.string(), externalLink()).nullable(),
    sort: field.integer(0, 1_000_000).default(0).sortable(),
    starts_at: field.datetime().nullable().sortable(),
    expired_at: field.datetime().nullable().sortable(),
    /** Whether `expired_at` has passed: the site no longer shows it. */
    expired: field.answer(z.boolean()),
    /** Whether the site shows it now: started, and not expired. */
    live: field.answer(z.boolean()),
    clicks: field.count().sortable(),
    image_id: field.file(),
    image: field.answer(fileAnswer),
    mobile_image_id: field.file(),
    mobile_image: field.answer(fileAnswer),
    video_id: field.file(),
    video: field.answer(fileAnswer),
    mobile_video_id: field.file(),
    mobile_video: field.answer(fileAnswer),
    ...field.timestamps(),
  },
  nameField: 'name',
  defaultSort: 'sort',
  bulk: ['delete'],
  filters: bannerFilters,
});
export const {
  entity: banner,
  create: bannerCreate,
  update: bannerUpdate,
  listQuery: bannerListQuery,
  page: bannerPage,
} = bannerManifest;
export type Banner = z.infer<typeof banner>;
