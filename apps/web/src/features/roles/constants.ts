/** What the roles' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const ROLES_PATH = '/permissions/roles';

export const rolePermissions = crudPermissions('roles');
