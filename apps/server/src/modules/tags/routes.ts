/** Tags: a declared resource. Names are unique ignoring case, in English and in Chinese. */
import { tag, tagCreate, tagListQuery, tagUpdate } from '@backlot/contract';
import { tags } from '../../db/schema/index.js';
import { crudResource } from '../../platform/crud/index.js';
import type { Module } from '../module.js';

export const tagsModule: Module = (app, deps) => {
  crudResource(app, deps, {
    resource: 'tags',
    label: 'tags',
    table: tags,
    schemas: { entity: tag, create: tagCreate, update: tagUpdate, listQuery: tagListQuery },
    nameField: 'name',
    search: [tags.name, tags.nameCn],
    sort: { id: tags.id, name: tags.name, name_cn: tags.nameCn, sort: tags.sort, created_at: tags.createdAt },
    defaultSort: 'sort',
    unique: [
      { field: 'name', column: tags.name, index: 'tags_name_key' },
      { field: 'name_cn', column: tags.nameCn, index: 'tags_name_cn_key' },
    ],
  });
};
