/** What the support tickets' routes and resource share: the list path, the permissions, the states and types. */
import {
  ASSIGNMENTS,
  type PermissionName,
  SUPPORT_PRIORITIES,
  SUPPORT_STATUSES,
  SUPPORT_TYPES,
} from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const SUPPORTS_PATH = '/questions/supports';

/** Tickets arrive from the member sites: nobody creates or edits one here. */
export const supportPermissions: Permissions = {
  list: 'list-supports' satisfies PermissionName,
  delete: 'delete-supports' satisfies PermissionName,
  export: 'export-supports' satisfies PermissionName,
};

export const supportStatuses = optionsOf(SUPPORT_STATUSES, 'status', {
  open: 'blue',
  waiting: 'gold',
  solved: 'green',
  archived: 'default',
});
export const supportTypes = optionsOf(SUPPORT_TYPES, 'type');
export const supportPriorities = optionsOf(SUPPORT_PRIORITIES, 'priority', {
  urgent: 'red',
  high: 'orange',
  normal: 'blue',
  low: 'default',
});
/** The list's "assigned" filter: to me, to nobody, to anyone. */
export const assignments = optionsOf(ASSIGNMENTS, 'assigned');
/** Whom a ticket may be assigned to (`GET /supports/assignees`), as pickers read them. */
export const ASSIGNEES_PATH = 'supports/assignees';
