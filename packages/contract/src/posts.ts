/**
 * Posts: articles on the site, in both languages. `content` and `content_cn` are rich text (HTML) that the
 * server sanitizes with an allowlist before storing (no script, no event handler, links only to http(s),
 * mailto and tel). A post is a `draft` or `published`: `publish` sets `published_at` (now, or the time given
 * — the site shows it from then); `unpublish` returns it to draft. Posts are linked to models, in order, and
 * may have a cover image (`cover_id`, answered as `cover`).
 */
import { z } from 'zod';
import { POST_STATUSES } from './choices.js';
import { instant } from './common.js';
import { storedFile } from './files.js';
import { dateRange, enumFilter, filters, flagFilter, idFilter } from './filters.js';
import { field, manifest } from './manifest.js';

/** Longest rich text accepted, in characters of HTML. */
export const MAX_POST_HTML = 200_000;

const linkedModel = z.object({ id: z.number().int(), name: z.string(), name_cn: z.string() });

/** `POST /posts/{id}/publish`: from `published_at` (default now). */
export const postPublish = z.strictObject({ published_at: instant.optional() });
/**
 * `POST /posts/{id}/reschedule`: a published post not yet shown (its `published_at` ahead) moved to another
 * time, still ahead (the content calendar's drag). A post already shown is unpublished instead.
 */
export const postReschedule = z.strictObject({ published_at: instant });

export const postFilters = filters({
  status: enumFilter(POST_STATUSES),
  sticky: flagFilter(),
  model_id: idFilter(),
  published: dateRange(),
});

export const postManifest = manifest({
  resource: 'posts',
  fields: {
    id: field.id(),
    title: field.text(200).sortable().searched(),
    title_cn: field.text(200).searched(),
    description: field.optionalMultiline(1000),
    description_cn: field.optionalMultiline(1000),
    content: field.html(MAX_POST_HTML).default(''),
    content_cn: field.html(MAX_POST_HTML).default(''),
    status: field.state(POST_STATUSES),
    published_at: field.of('instant', instant.nullable()).sortable(),
    is_sticky: field.flag().default(false),
    cover_id: field.file(),
    cover: field.answer(storedFile.nullable()),
    model_ids: field.ids(50).default([]),
    models: field.answer(z.array(linkedModel)),
    ...field.timestamps(),
  },
  nameField: 'title',
  defaultSort: '-created_at',
  filters: postFilters,
  transitions: {
    field: 'status',
    actions: {
      publish: { from: ['draft'], body: postPublish },
      unpublish: { from: ['published'], permission: 'publish-posts' },
      reschedule: { from: ['published'], body: postReschedule, permission: 'publish-posts' },
    },
  },
});
export const {
  entity: post,
  create: postCreate,
  update: postUpdate,
  listQuery: postListQuery,
  page: postPage,
} = postManifest;
export type Post = z.infer<typeof post>;
