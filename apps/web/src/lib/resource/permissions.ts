/** The permissions a resource page checks, derived from the catalogue's naming (`action-resource`). */
import type { PermissionName, PermissionResource } from '@backlot/contract';

export type Permissions = {
  list: PermissionName;
  create?: PermissionName;
  edit?: PermissionName;
  delete?: PermissionName;
  /** The list's CSV export (`GET /<path>/exportCsv` with the list's filters). */
  export?: PermissionName;
  /** Many records at once on the page `<path>/batch-create` (videos from a batch of uploaded files). */
  batchCreate?: PermissionName;
  /** A record made from a file on the page `<path>/import` (a payout statement from the processor's CSV). */
  import?: PermissionName;
};

/** Resources whose catalogue entry has all four of list, create, edit and delete. */
export type CrudResource = {
  [R in PermissionResource]: `list-${R}` | `create-${R}` | `edit-${R}` | `delete-${R}` extends PermissionName
    ? R
    : never;
}[PermissionResource];

/** `{ list: 'list-tags', create: 'create-tags', edit: 'edit-tags', delete: 'delete-tags' }` for `tags`. */
export function crudPermissions(
  resource: CrudResource,
): Required<Omit<Permissions, 'export' | 'batchCreate' | 'import'>> {
  return {
    list: `list-${resource}` as PermissionName,
    create: `create-${resource}` as PermissionName,
    edit: `edit-${resource}` as PermissionName,
    delete: `delete-${resource}` as PermissionName,
  };
}
