/**
 * Advertisement slots: a declared resource offering list, show and update only (the slots are seeded by the
 * migration), under `list-advertisements` and `edit-advertisements`.
 */
import { advertisementManifest } from '@backlot/contract';
import { advertisements } from '../../db/schema/index.js';
import { crudResource, declared, fileField } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const advertisementsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(advertisementManifest, {
      table: advertisements,
      label: 'advertisement slots',
      operations: ['list', 'show', 'update'],
      files: {
        image_id: fileField({ column: advertisements.imageId, kind: 'image', as: 'image' }),
        mobile_image_id: fileField({ column: advertisements.mobileImageId, kind: 'image', as: 'mobile_image' }),
      },
    }),
  );
};
