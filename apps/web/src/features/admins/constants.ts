/** What the admins' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const ADMINS_PATH = '/permissions/admins';

export const adminPermissions = crudPermissions('admins');
