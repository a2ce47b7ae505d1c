/** What the cooperation requests' routes and resource share: the list path, the permissions, the statuses. */
import { COOPERATION_STATUSES, type CooperationStatus, type PermissionName } from '@backlot/contract';
import type { Option, Permissions } from '../../lib/resource';

export const COOPERATIONS_PATH = '/videos/cooperations';

/** Requests arrive from the member sites: nobody creates or edits one here. */
export const cooperationPermissions: Permissions = {
  list: 'list-cooperations' satisfies PermissionName,
  delete: 'delete-cooperations' satisfies PermissionName,
};

const COLORS: Record<CooperationStatus, string> = { open: 'blue', solved: 'green', archived: 'default' };

export const cooperationStatuses: Option[] = COOPERATION_STATUSES.map((value) => ({
  value,
  label: `status.${value}`,
  color: COLORS[value],
}));
