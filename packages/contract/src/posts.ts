/**
 * Posts: articles on the site, in both languages. `content` and `content_cn` are rich text (HTML) that the
 * server sanitizes with an allowlist before storing (no script, no event handler, links only to http(s),
 * mailto and tel). A post is a `draft` or `published`: `publish` sets `published_at` (now, or the time given
 * — the site shows it from then); `unpublish` returns it to draft. Posts are linked to models, in order, and
 * may have a cover image (`cover_id`, answered as `cover`).
 */
import { z } from 'zod';
import { POST_STATUSES } from './choices.js';
import { idSchema, instant, listQuery, pageOf, sortParam } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { optionalMultiLineText, requiredText, richText as html } from './text.js';

/** Longest rich text accepted, in characters of HTML. */
export const MAX_POST_HTML = 200_000;

const linkedModel = z.object({ id: z.number().int(), name: z.string(), name_cn: z.string() });

export const post = z.object({
  id: z.number().int(),
  title: z.string(),
  title_cn: z.string(),
  description: z.string().nullable(),
  description_cn: z.string().nullable(),
  content: z.string(),
  content_cn: z.string(),
  status: z.enum(POST_STATUSES),
  published_at: instant.nullable(),
  is_sticky: z.boolean(),
  cover_id: z.number().int().nullable(),
  cover: storedFile.nullable(),
  model_ids: z.array(z.number().int()),
  models: z.array(linkedModel),
  created_at: instant,
  updated_at: instant,
});
export type Post = z.infer<typeof post>;

const richText = () => html(MAX_POST_HTML);

const postFields = {
  title: requiredText(200),
  title_cn: requiredText(200),
  description: optionalMultiLineText(1000),
  description_cn: optionalMultiLineText(1000),
  content: richText(),
  content_cn: richText(),
  is_sticky: z.boolean(),
  cover_id: idSchema.nullish(),
  model_ids: z.array(idSchema).max(50),
};
export const postCreate = z.strictObject({
  ...postFields,
  content: postFields.content.default(''),
  content_cn: postFields.content_cn.default(''),
  is_sticky: postFields.is_sticky.default(false),
  model_ids: postFields.model_ids.default([]),
});
export const postUpdate = z.strictObject(postFields).partial();
/** `POST /posts/{id}/publish`: from `published_at` (default now). */
export const postPublish = z.strictObject({ published_at: instant.optional() });

export const postFilters = filters({
  status: enumFilter(POST_STATUSES),
  sticky: flagFilter(),
  model_id: idFilter(),
  published: dateRange(),
});
export const postListQuery = listQuery.extend({
  ...postFilters.query,
  sort: sortParam(['id', 'title', 'published_at', 'created_at']),
});
export const postPage = pageOf(post);
