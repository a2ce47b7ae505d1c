/** What the admins' routes, resource and audit fields share: the list path, the permissions, the statuses. */
import { ADMIN_STATUSES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const ADMINS_PATH = '/permissions/admins';

export const adminPermissions = crudPermissions('admins');

export const adminStatuses = optionsOf(ADMIN_STATUSES, 'status', { active: 'green', disabled: 'red' });
