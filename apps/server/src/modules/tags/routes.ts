/** Tags: a resource of its manifest alone, imported by name. */
import { IMPORT_FIELDS, tagManifest } from '@backlot/contract';
import { tags } from '../../db/schema/index.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const tagsModule: Module = (app, deps) => {
  crudResource(app, deps, declared(tagManifest, { table: tags, import: IMPORT_FIELDS.tags }));
};
