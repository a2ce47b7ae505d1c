/**
 * Posts: a declared resource with rich text sanitized on every write, models in order, a cover, and the transitions
 * publish (now or from a given time), unpublish, and reschedule (a post not yet shown moved to another time ahead:
 * the content calendar's drag), all under `publish-posts`.
 */
import { EXPORT_FIELDS, postManifest } from '@backlot/contract';
import { postModels, posts } from '../../db/schema/index.js';
import {
  crudResource,
  declared,
  fileField,
  invalidTransition,
  linkedTo,
  manyToMany,
  transitionsOf,
} from '../../platform/crud/index.js';
import { invalid } from '../../platform/errors.js';
import type { Module } from '../module.js';
import { linkedModels } from '../models/read.js';
import { sanitizingWrites } from '../../platform/rich-text.js';

const modelLinks = manyToMany({
  through: postModels,
  owner: postModels.postId,
  target: postModels.modelId,
  position: postModels.position,
  ...linkedModels,
  as: 'models',
});

const sanitized = sanitizingWrites(['content', 'contentCn']);

export const postsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(postManifest, {
      export: { filename: 'posts.csv', ...EXPORT_FIELDS.posts },
      table: posts,
      restorable: true,
      relations: { model_ids: modelLinks },
      files: { cover_id: fileField({ column: posts.coverId, kind: 'image', as: 'cover' }) },
      filterTargets: {
        sticky: posts.isSticky,
        model_id: linkedTo(posts, modelLinks),
        published: posts.publishedAt,
      },
      writes: { create: sanitized, update: sanitized },
      actions: transitionsOf(postManifest, {
        publish: {
          summary: 'Publish a post, now or from a given time',
          to: 'published',
          set: ({ body }) => {
            const at = (body as { published_at?: string } | null | undefined)?.published_at;
            return { publishedAt: at ? new Date(at) : new Date() };
          },
        },
        unpublish: {
          summary: 'Return a published post to draft',
          to: 'draft',
          set: () => ({ publishedAt: null }),
        },
        reschedule: {
          summary: 'Move a published post not yet shown to another time, still ahead',
          to: 'published',
          // Shown already: the site has it; taking it back is an unpublish, not a move.
          guard: ({ row }) => {
            if ((row.publishedAt as Date) <= new Date()) throw invalidTransition();
          },
          set: ({ body }) => {
            const at = new Date((body as { published_at: string }).published_at);
            if (at <= new Date()) throw invalid({ published_at: ['msg.futureTime'] });
            return { publishedAt: at };
          },
        },
      }),
    }),
  );
};
