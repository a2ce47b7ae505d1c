/**
 * Informations: a site's texts by `type` (about, terms, privacy, the 2257 statement, ...), one of each type
 * per site (a second is a 422 on `type`), with a title and rich-text content in both languages, sanitized by
 * the server. Staff list, create and edit them; there is no delete — a site always keeps its legal texts.
 */
import { z } from 'zod';
import { INFORMATION_TYPES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { enumFilter, filters, idFilter } from './filters.js';
import { siteOwned } from './storefront.js';
import { requiredText, richText } from './text.js';

/** Longest site text, in characters of HTML. */
export const MAX_INFORMATION_HTML = 200_000;

export const information = z.object({
  id: z.number().int(),
  ...siteOwned,
  type: z.enum(INFORMATION_TYPES),
  title: z.string(),
  title_cn: z.string(),
  content: z.string(),
  content_cn: z.string(),
  created_at: instant,
  updated_at: instant,
});
export type Information = z.infer<typeof information>;

const informationFields = {
  site_id: idSchema,
  type: z.enum(INFORMATION_TYPES),
  title: requiredText(200),
  title_cn: requiredText(200),
  content: richText(MAX_INFORMATION_HTML),
  content_cn: richText(MAX_INFORMATION_HTML),
};
export const informationCreate = z.strictObject({
  ...informationFields,
  content: informationFields.content.default(''),
  content_cn: informationFields.content_cn.default(''),
});
export const informationUpdate = z.strictObject(informationFields).partial();

export const informationFilters = filters({ site_id: idFilter(), type: enumFilter(INFORMATION_TYPES) });
export const informationListQuery = listQuery.extend({
  ...informationFilters.query,
  sort: sortParam(['id', 'type', 'title', 'updated_at']),
});
export const informationPage = pageOf(information);
