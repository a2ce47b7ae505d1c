/**
 * Models (performers): a declared resource with an avatar, a gallery and how many videos link each one,
 * filtered by gender and popularity.
 */
import { sql } from 'drizzle-orm';
import { model, modelCreate, modelFilters, modelListQuery, modelUpdate } from '@backlot/contract';
import { modelPhotos, models, videoModels } from '../../db/schema/index.js';
import { crudResource, fileField, galleryOf } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';

/** Counted per row of a page by the link table's (model_id, video_id) index. */
const videosCount = sql<number>`(select count(*)::int from ${videoModels} where ${videoModels.targetId} = ${models.id})`;

export const modelsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'models',
    label: 'models',
    table: models,
    schemas: { entity: model, create: modelCreate, update: modelUpdate, listQuery: modelListQuery },
    read: { columns: { ...wireColumns(models), videos_count: videosCount } },
    nameField: 'name',
    search: [models.name, models.nameCn],
    files: { avatar_id: fileField({ column: models.avatarId, kind: 'image', as: 'avatar' }) },
    gallery: galleryOf(modelPhotos),
    filters: { declared: modelFilters, targets: { gender: models.gender, popular: models.isPopular } },
    sort: { id: models.id, name: models.name, name_cn: models.nameCn, created_at: models.createdAt },
    defaultSort: 'name',
  });
};
