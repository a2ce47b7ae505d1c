/**
 * Advertisement slots: a declared resource offering list, show and update only (the slots are seeded by the
 * migration), under `list-advertisements` and `edit-advertisements`.
 */
import { advertisement, advertisementListQuery, advertisementUpdate } from '@backlot/contract';
import { advertisements } from '../../db/schema/index.js';
import { crudResource, fileField } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const advertisementsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'advertisements',
    label: 'advertisement slots',
    table: advertisements,
    operations: ['list', 'show', 'update'],
    schemas: { entity: advertisement, update: advertisementUpdate, listQuery: advertisementListQuery },
    nameField: 'name',
    search: [advertisements.name, advertisements.position],
    files: {
      image_id: fileField({ column: advertisements.imageId, kind: 'image', as: 'image' }),
      mobile_image_id: fileField({ column: advertisements.mobileImageId, kind: 'image', as: 'mobile_image' }),
    },
    sort: { id: advertisements.id, position: advertisements.position, name: advertisements.name },
    defaultSort: 'id',
  });
};
