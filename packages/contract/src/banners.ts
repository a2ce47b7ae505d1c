/**
 * Banners: the large pictures or videos of a site's pages, per `position`, with texts in both languages, a
 * call to action and a link (http(s), mailto or tel). Each has a desktop and a mobile picture, and a desktop
 * and a mobile video when its `type` is `video`. From `expired_at` on, a banner is expired: the site stops
 * showing it, the list marks it (`expired`) and filters on it. `clicks` is counted by the site, read-only here.
 */
import { z } from 'zod';
import { BANNER_POSITIONS, BANNER_TYPES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { externalLink, fileAnswer, fileId, siteOwned } from './storefront.js';
import { optionalText, requiredText } from './text.js';

export const banner = z.object({
  id: z.number().int(),
  ...siteOwned,
  position: z.enum(BANNER_POSITIONS),
  type: z.enum(BANNER_TYPES),
  name: z.string(),
  name_cn: z.string(),
  title: z.string().nullable(),
  title_cn: z.string().nullable(),
  subtitle: z.string().nullable(),
  subtitle_cn: z.string().nullable(),
  cta: z.string().nullable(),
  cta_cn: z.string().nullable(),
  link: z.string().nullable(),
  sort: z.number().int(),
  expired_at: instant.nullable(),
  /** Whether `expired_at` has passed: the site no longer shows it. */
  expired: z.boolean(),
  clicks: z.number().int(),
  image_id: z.number().int().nullable(),
  image: fileAnswer,
  mobile_image_id: z.number().int().nullable(),
  mobile_image: fileAnswer,
  video_id: z.number().int().nullable(),
  video: fileAnswer,
  mobile_video_id: z.number().int().nullable(),
  mobile_video: fileAnswer,
  created_at: instant,
  updated_at: instant,
});
export type Banner = z.infer<typeof banner>;

const bannerFields = {
  site_id: idSchema,
  position: z.enum(BANNER_POSITIONS),
  type: z.enum(BANNER_TYPES),
  name: requiredText(120),
  name_cn: requiredText(120),
  title: optionalText(200),
  title_cn: optionalText(200),
  subtitle: optionalText(300),
  subtitle_cn: optionalText(300),
  cta: optionalText(60),
  cta_cn: optionalText(60),
  link: externalLink().nullish(),
  sort: z.number().int().min(0).max(1_000_000),
  expired_at: instant.nullish(),
  image_id: fileId(),
  mobile_image_id: fileId(),
  video_id: fileId(),
  mobile_video_id: fileId(),
};
export const bannerCreate = z.strictObject({
  ...bannerFields,
  type: bannerFields.type.default('image'),
  sort: bannerFields.sort.default(0),
});
export const bannerUpdate = z.strictObject(bannerFields).partial();

export const bannerFilters = filters({
  site_id: idFilter(),
  position: enumFilter(BANNER_POSITIONS),
  type: enumFilter(BANNER_TYPES),
  expired: flagFilter(),
});
export const bannerListQuery = listQuery.extend({
  ...bannerFilters.query,
  sort: sortParam(['id', 'sort', 'name', 'position', 'expired_at', 'clicks', 'created_at']),
});
export const bannerPage = pageOf(banner);
