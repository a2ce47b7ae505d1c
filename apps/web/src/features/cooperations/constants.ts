/** What the cooperation requests' routes and resource share: the list path, the permissions, the statuses. */
import { COOPERATION_STATUSES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const COOPERATIONS_PATH = '/videos/cooperations';

/** Requests arrive from the member sites: nobody creates or edits one here. */
export const cooperationPermissions: Permissions = {
  list: 'list-cooperations' satisfies PermissionName,
  delete: 'delete-cooperations' satisfies PermissionName,
};

export const cooperationStatuses = optionsOf(COOPERATION_STATUSES, 'status', {
  open: 'blue',
  solved: 'green',
  archived: 'default',
});
