/** What the tags' routes and resource share: the list path and the permissions. */
import type { Permissions } from '../../lib/resource';

export const TAGS_PATH = '/tags';

export const tagPermissions: Permissions = {
  list: 'list-tags',
  create: 'create-tags',
  edit: 'edit-tags',
  delete: 'delete-tags',
};
