/**
 * Questions: a site's FAQ, in its `sort` order (`POST /questions/reorder` with every entry of one site), the
 * question in both languages and the answer in rich text (sanitized by the server) in both languages.
 */
import { z } from 'zod';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { filters, idFilter } from './filters.js';
import { siteOwned } from './storefront.js';
import { requiredText, richText } from './text.js';

/** Longest answer, in characters of HTML. */
export const MAX_ANSWER_HTML = 50_000;

export const question = z.object({
  id: z.number().int(),
  ...siteOwned,
  question: z.string(),
  question_cn: z.string(),
  answer: z.string(),
  answer_cn: z.string(),
  sort: z.number().int(),
  created_at: instant,
  updated_at: instant,
});
export type Question = z.infer<typeof question>;

const questionFields = {
  site_id: idSchema,
  question: requiredText(300),
  question_cn: requiredText(300),
  answer: richText(MAX_ANSWER_HTML),
  answer_cn: richText(MAX_ANSWER_HTML),
  /** Place in the site's FAQ; a new entry without one goes last. */
  sort: z.number().int().min(0).max(1_000_000),
};
export const questionCreate = z.strictObject({
  ...questionFields,
  answer: questionFields.answer.default(''),
  answer_cn: questionFields.answer_cn.default(''),
  sort: questionFields.sort.optional(),
});
export const questionUpdate = z.strictObject(questionFields).partial();

export const questionFilters = filters({ site_id: idFilter() });
export const questionListQuery = listQuery.extend({
  ...questionFilters.query,
  sort: sortParam(['id', 'sort', 'question', 'created_at']),
});
export const questionPage = pageOf(question);
