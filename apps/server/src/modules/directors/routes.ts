/** Directors: a resource of its manifest alone. */
import { directorManifest } from '@backlot/contract';
import { directors } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const directorsModule: Module = (app, deps) => {
  crudResource(app, deps, declared(directorManifest, { table: directors }));
};
