/** What the roles' routes and resource share: the list path and the permissions. */
import type { Permissions } from '../../lib/resource';

export const ROLES_PATH = '/permissions/roles';

export const rolePermissions: Permissions = {
  list: 'list-roles',
  create: 'create-roles',
  edit: 'edit-roles',
  delete: 'delete-roles',
};
