/** What the trash's route and resource share: the list path, the permissions and the resources it may hold. */
import { type PermissionName, RESOURCE_LABELS } from '@backlot/contract';
import type { Option, Permissions } from '../../lib/resource';

export const TRASH_PATH = '/permissions/trash';

/** Entries are made by deletes: staff list them, restore and purge them under the trash's own permissions. */
export const trashPermissions: Permissions = { list: 'list-trash' satisfies PermissionName };

/** The resources an entry may be of, named as the kit names them (`resource:resources.<name>`). */
export const trashResources: Option[] = Object.keys(RESOURCE_LABELS).map((name) => ({
  value: name,
  label: `resource:resources.${name}`,
}));
