/** What the admins' routes and resource share: the list path and the permissions. */
import type { Permissions } from '../../lib/resource';

export const ADMINS_PATH = '/permissions/admins';

export const adminPermissions: Permissions = {
  list: 'list-admins',
  create: 'create-admins',
  edit: 'edit-admins',
  delete: 'delete-admins',
};
