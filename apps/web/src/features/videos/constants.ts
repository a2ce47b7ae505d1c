/** What the videos' routes and resource share: the list path, the permissions, the statuses and types. */
import { VIDEO_STATUSES, VIDEO_TYPES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

/** The videos list is the content group's own page. */
export const VIDEOS_PATH = '/videos';

/** Listing and publishing for now; the form with uploads comes with the upload controls. */
export const videoPermissions: Permissions = {
  list: 'list-videos' satisfies PermissionName,
  delete: 'delete-videos' satisfies PermissionName,
  export: 'export-videos' satisfies PermissionName,
};

export const videoStatuses = optionsOf(VIDEO_STATUSES, 'status', {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
  hidden: 'red',
});

export const videoTypes = optionsOf(VIDEO_TYPES, 'type');
