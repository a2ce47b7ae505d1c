/** What the complaints' routes, resource and dashboard card share: the list path, permissions and options. */
import { COMPLAINT_REASONS, COMPLAINT_SOURCES, COMPLAINT_STATES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const COMPLAINTS_PATH = '/videos/complaints';

/** Complaints are kept: entered and edited, never deleted. */
export const complaintPermissions: Permissions = {
  list: 'list-complaints' satisfies PermissionName,
  create: 'create-complaints' satisfies PermissionName,
  edit: 'edit-complaints' satisfies PermissionName,
};

export const complaintStatuses = optionsOf(COMPLAINT_STATES, 'status', {
  open: 'blue',
  upheld: 'green',
  rejected: 'default',
});
export const complaintReasons = optionsOf(COMPLAINT_REASONS, 'reason', { underage: 'red', illegal: 'red' });
export const complaintSources = optionsOf(COMPLAINT_SOURCES, 'source');
