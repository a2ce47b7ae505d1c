/** Models (performers): a declared resource, filtered by gender and popularity. */
import { model, modelCreate, modelFilters, modelListQuery, modelUpdate } from '@backlot/contract';
import { models } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const modelsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'models',
    label: 'models',
    table: models,
    schemas: { entity: model, create: modelCreate, update: modelUpdate, listQuery: modelListQuery },
    nameField: 'name',
    search: [models.name, models.nameCn],
    filters: { declared: modelFilters, targets: { gender: models.gender, popular: models.isPopular } },
    sort: { id: models.id, name: models.name, name_cn: models.nameCn, created_at: models.createdAt },
    defaultSort: 'name',
  });
};
