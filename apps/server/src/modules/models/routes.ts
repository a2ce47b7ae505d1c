/**
 * Models (performers): a declared resource with an avatar, a gallery and how many videos link each one,
 * filtered by gender and popularity; a performer's privacy erase (`erase.ts`).
 */
import { sql } from 'drizzle-orm';
import { EXPORT_FIELDS, IMPORT_FIELDS, modelManifest } from '@backlot/contract';
import { modelPhotos, models, videoModels } from '../../db/schema/index.js';
import { crudResource, declared, fileField, galleryOf } from '../../platform/crud/index.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module } from '../module.js';
import { registerModelErase } from './erase.js';

/** Counted per row of a page by the link table's (model_id, video_id) index. */
const videosCount = sql<number>`(select count(*)::int from ${videoModels} where ${videoModels.targetId} = ${models.id})`;

export const modelsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(modelManifest, {
      export: { filename: 'models.csv', ...EXPORT_FIELDS.models },
      import: IMPORT_FIELDS.models,
      table: models,
      restorable: true,
      read: { columns: { ...wireColumns(models), videos_count: videosCount } },
      files: { avatar_id: fileField({ column: models.avatarId, kind: 'image', as: 'avatar' }) },
      gallery: galleryOf(modelPhotos),
      filterTargets: { popular: models.isPopular },
    }),
  );
  registerModelErase(app, deps.db);
};
