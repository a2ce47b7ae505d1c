/**
 * Posts: a declared resource with rich text sanitized on every write, models in order, a cover, and the transitions
 * publish (now or from a given time) and unpublish, both under `publish-posts`.
 */
import { post, postCreate, postFilters, postListQuery, postPublish, postUpdate } from '@backlot/contract';
import { models, postModels, posts } from '../../db/schema/index.js';
import { crudResource, fileField, linkedTo, manyToMany, stateMachine } from '../../platform/crud/index.js';
import type { Module } from '../module.js';
import { sanitizingWrites } from '../../platform/rich-text.js';

const modelLinks = manyToMany({
  through: postModels,
  owner: postModels.postId,
  target: postModels.modelId,
  position: postModels.position,
  related: models,
  shown: { id: models.id, name: models.name, name_cn: models.nameCn },
  as: 'models',
});

const sanitized = sanitizingWrites(['content', 'contentCn']);

export const postsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'posts',
    label: 'posts',
    table: posts,
    schemas: { entity: post, create: postCreate, update: postUpdate, listQuery: postListQuery },
    nameField: 'title',
    search: [posts.title, posts.titleCn],
    relations: { model_ids: modelLinks },
    files: { cover_id: fileField({ column: posts.coverId, kind: 'image', as: 'cover' }) },
    filters: {
      declared: postFilters,
      targets: {
        status: posts.status,
        sticky: posts.isSticky,
        model_id: linkedTo(posts, modelLinks),
        published: posts.publishedAt,
      },
    },
    sort: { id: posts.id, title: posts.title, published_at: posts.publishedAt, created_at: posts.createdAt },
    defaultSort: '-created_at',
    writes: { create: sanitized, update: sanitized },
    actions: stateMachine('status', {
      publish: {
        summary: 'Publish a post, now or from a given time',
        body: postPublish,
        from: ['draft'],
        to: 'published',
        set: ({ body }) => {
          const at = (body as { published_at?: string } | null | undefined)?.published_at;
          return { publishedAt: at ? new Date(at) : new Date() };
        },
      },
      unpublish: {
        summary: 'Return a published post to draft',
        permission: 'publish-posts',
        from: ['published'],
        to: 'draft',
        set: () => ({ publishedAt: null }),
      },
    }),
  });
};
