import { commonFields, defineResource } from '../../lib/resource';
import { directorsApi, type Director } from './api';
import { DIRECTORS_PATH, directorPermissions } from './constants';

export const directorResource = defineResource<Director>({
  ns: 'directors',
  path: DIRECTORS_PATH,
  api: directorsApi,
  permissions: directorPermissions,
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
