/** What the members' routes and resources share: the paths, the permissions, the choices. */
import { LANGUAGES, MEMBER_DEVICES, MEMBER_STATUSES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const MEMBERS_PATH = '/users';
export const TOKEN_RECORDS_PATH = '/users/tokenRecord';

/** Members sign up on the member sites: nobody creates or deletes one here. */
export const memberPermissions: Permissions = {
  list: 'list-users' satisfies PermissionName,
  edit: 'edit-users' satisfies PermissionName,
  export: 'export-users' satisfies PermissionName,
};

export const tokenRecordPermissions: Permissions = { list: 'list-token-records' satisfies PermissionName };

export const memberStatuses = optionsOf(MEMBER_STATUSES, 'status', { active: 'green', disabled: 'default' });
export const memberDevices = optionsOf(MEMBER_DEVICES, 'device');
export const mailLanguages = optionsOf(LANGUAGES, 'language');
