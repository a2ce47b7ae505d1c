/**
 * SEO entries: the title and description search engines show for one page of a site (`page`) or one tag's
 * page (`tag_id`) — exactly one of the two (422 on `page` otherwise), in both languages. One entry per page or
 * tag of a site: a second is a 422 on `page` or `tag_id`. Deleting a tag deletes its entries.
 */
import { z } from 'zod';
import { STOREFRONT_PAGES } from './choices.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

export const seoFilters = filters({
  site_id: idFilter(),
  /** The `page` field (`page` itself is the list's page number). */
  site_page: enumFilter(STOREFRONT_PAGES),
  tag_id: idFilter(),
});

type Target = { page?: unknown; tag_id?: unknown };
/** Exactly one of `page` and `tag_id`, when the body names either. */
const oneTarget = (body: Target) => !body.page !== !body.tag_id;

export const seoManifest = manifest({
  resource: 'seos',
  fields: {
    id: field.id(),
    ...field.site(),
    page: field.enumOf(STOREFRONT_PAGES).nullable().sortable().unique('site_id'),
    tag_id: field.reference('tags').nullable().unique('site_id'),
    tag: field.answer(z.object({ id: z.number().int(), name: z.string(), name_cn: z.string() }).nullable()),
    title: field.text(120).sortable().searched(),
    title_cn: field.text(120).searched(),
    description: field.optionalMultiline(500),
    description_cn: field.optionalMultiline(500),
    created_at: field.instant(),
    updated_at: field.instant().sortable(),
  },
  nameField: 'title',
  defaultSort: 'page',
  bulk: ['delete'],
  filters: seoFilters,
  refine: {
    create: { check: oneTarget, message: 'msg.seoTarget', path: 'page' },
    /** An update naming neither keeps the entry's target; naming one of them replaces it (the other is cleared). */
    update: {
      check: (body: Target) => (body.page === undefined && body.tag_id === undefined) || oneTarget(body),
      message: 'msg.seoTarget',
      path: 'page',
    },
  },
});
export const {
  entity: seo,
  create: seoCreate,
  update: seoUpdate,
  listQuery: seoListQuery,
  page: seoPage,
} = seoManifest;
export type Seo = z.infer<typeof seo>;
