/** What the directors' routes and resource share: the list path and the permissions. */
import type { Permissions } from '../../lib/resource';

export const DIRECTORS_PATH = '/directors';

export const directorPermissions: Permissions = {
  list: 'list-directors',
  create: 'create-directors',
  edit: 'edit-directors',
  delete: 'delete-directors',
};
