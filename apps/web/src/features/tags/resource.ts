import { commonFields, defineResource } from '../../lib/resource';
import { tagsApi, type Tag } from './api';
import { TAGS_PATH, tagPermissions } from './constants';

export const tagResource = defineResource<Tag>({
  ns: 'tags',
  path: TAGS_PATH,
  api: tagsApi,
  permissions: tagPermissions,
  defaultSort: 'sort',
  titleOf: (tag) => tag.name,
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'nameCn', label: 'fields.nameCn', sortable: true },
    { name: 'sort', label: 'fields.sort', valueType: 'number', sortable: true, help: 'help.sort', defaultValue: 0 },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
