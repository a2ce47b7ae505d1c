import { directorCreate, directorUpdate } from '@backlot/contract';
import { commonFields, defineResource } from '../../lib/resource';
import { directorsApi, type Director } from './api';

export const directorResource = defineResource<Director>({
  ns: 'directors',
  path: '/directors',
  api: directorsApi,
  permissions: {
    list: 'list-directors',
    create: 'create-directors',
    edit: 'edit-directors',
    delete: 'delete-directors',
  },
  schemas: { create: directorCreate, update: directorUpdate },
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (director) => director.name,
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
