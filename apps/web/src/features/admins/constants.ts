/** What the admins' routes, resource and audit fields share: the list path, the permissions, the statuses. */
import type { Option } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const ADMINS_PATH = '/permissions/admins';

export const adminPermissions = crudPermissions('admins');

export const adminStatuses: Option[] = [
  { value: 'active', label: 'status.active', color: 'green' },
  { value: 'disabled', label: 'status.disabled', color: 'red' },
];
