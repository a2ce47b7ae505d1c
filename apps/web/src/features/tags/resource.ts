import { tagCreate, tagUpdate } from '@backlot/contract';
import { commonFields, defineResource } from '../../lib/resource';
import { tagsApi, type Tag } from './api';

export const tagResource = defineResource<Tag>({
  ns: 'tags',
  path: '/tags',
  api: tagsApi,
  permissions: { list: 'list-tags', create: 'create-tags', edit: 'edit-tags', delete: 'delete-tags' },
  schemas: { create: tagCreate, update: tagUpdate },
  defaultSort: 'sort',
  titleOf: (tag) => tag.name,
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'nameCn', label: 'fields.nameCn', sortable: true },
    { name: 'sort', label: 'fields.sort', valueType: 'number', sortable: true, help: 'help.sort' },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
