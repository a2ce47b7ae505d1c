/**
 * SEO entries: the title and description search engines show for one page of a site (`page`) or one tag's
 * page (`tag_id`) — exactly one of the two (422 on `page` otherwise), in both languages. One entry per page or
 * tag of a site: a second is a 422 on `page` or `tag_id`. Deleting a tag deletes its entries.
 */
import { z } from 'zod';
import { STOREFRONT_PAGES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { siteOwned } from './storefront.js';
import { optionalMultiLineText, requiredText } from './text.js';

export const seo = z.object({
  id: z.number().int(),
  ...siteOwned,
  page: z.enum(STOREFRONT_PAGES).nullable(),
  tag_id: z.number().int().nullable(),
  tag: z.object({ id: z.number().int(), name: z.string(), name_cn: z.string() }).nullable(),
  title: z.string(),
  title_cn: z.string(),
  description: z.string().nullable(),
  description_cn: z.string().nullable(),
  created_at: instant,
  updated_at: instant,
});
export type Seo = z.infer<typeof seo>;

const seoFields = {
  site_id: idSchema,
  page: z.enum(STOREFRONT_PAGES).nullish(),
  tag_id: idSchema.nullish(),
  title: requiredText(120),
  title_cn: requiredText(120),
  description: optionalMultiLineText(500),
  description_cn: optionalMultiLineText(500),
};
/** Exactly one of `page` and `tag_id`, when the body names either. */
const oneTarget = (body: { page?: string | null; tag_id?: number | null }) => !body.page !== !body.tag_id;
export const seoCreate = z.strictObject(seoFields).refine(oneTarget, { message: 'msg.seoTarget', path: ['page'] });
/** An update naming neither keeps the entry's target; naming one of them replaces it (the other is cleared). */
export const seoUpdate = z
  .strictObject(seoFields)
  .partial()
  .refine((body) => (body.page === undefined && body.tag_id === undefined) || oneTarget(body), {
    message: 'msg.seoTarget',
    path: ['page'],
  });

export const seoFilters = filters({
  site_id: idFilter(),
  /** The `page` field (`page` itself is the list's page number). */
  site_page: enumFilter(STOREFRONT_PAGES),
  tag_id: idFilter(),
});
export const seoListQuery = listQuery.extend({
  ...seoFilters.query,
  sort: sortParam(['id', 'page', 'title', 'updated_at']),
});
export const seoPage = pageOf(seo);
