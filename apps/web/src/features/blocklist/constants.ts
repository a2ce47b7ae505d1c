/** What the blocklist's routes and resource share: the list path and the permissions. */
import type { PermissionName } from '@backlot/contract';
import type { Permissions } from '../../lib/resource';

export const BLOCKLIST_PATH = '/videos/blocklist';

/** Entries are added and removed, never edited: a hash either is banned or is not. */
export const blocklistPermissions: Permissions = {
  list: 'list-blocklist' satisfies PermissionName,
  create: 'create-blocklist' satisfies PermissionName,
  delete: 'delete-blocklist' satisfies PermissionName,
};
