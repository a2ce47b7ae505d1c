/**
 * Questions: a site's FAQ, in its `sort` order (`POST /questions/reorder` with every entry of one site), the
 * question in both languages and the answer in rich text (sanitized by the server) in both languages.
 */
import type { z } from 'zod';
import { filters, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

/** Longest answer, in characters of HTML. */
export const MAX_ANSWER_HTML = 50_000;

export const questionFilters = filters({ site_id: idFilter() });

export const questionManifest = manifest({
  resource: 'questions',
  fields: {
    id: field.id(),
    ...field.site(),
    question: field.text(300).sortable().searched(),
    question_cn: field.text(300).searched(),
    answer: field.html(MAX_ANSWER_HTML).default(''),
    answer_cn: field.html(MAX_ANSWER_HTML).default(''),
    /** Place in the site's FAQ; a new entry without one goes last. */
    sort: field.integer(0, 1_000_000).optionalOnCreate().sortable(),
    ...field.timestamps(),
  },
  nameField: 'question',
  defaultSort: 'sort',
  filters: questionFilters,
});
export const {
  entity: question,
  create: questionCreate,
  update: questionUpdate,
  listQuery: questionListQuery,
  page: questionPage,
} = questionManifest;
export type Question = z.infer<typeof question>;
