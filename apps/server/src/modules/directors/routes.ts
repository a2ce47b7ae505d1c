/** Directors: a declared resource. Names are unique ignoring case. */
import { director, directorCreate, directorListQuery, directorUpdate } from '@backlot/contract';
import { directors } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const directorsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'directors',
    label: 'directors',
    table: directors,
    schemas: { entity: director, create: directorCreate, update: directorUpdate, listQuery: directorListQuery },
    nameField: 'name',
    search: [directors.name],
    sort: { id: directors.id, name: directors.name, created_at: directors.createdAt },
    defaultSort: 'name',
    unique: [{ field: 'name', column: directors.name, index: 'directors_name_key' }],
  });
};
