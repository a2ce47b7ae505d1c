/** What the videos' routes and resource share: the list path, the permissions, the statuses and types. */
import { VIDEO_STATUSES, VIDEO_TYPES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

/** The videos list is the content group's own page. */
export const VIDEOS_PATH = '/videos';

export const videoPermissions: Permissions = {
  ...crudPermissions('videos'),
  export: 'export-videos' satisfies PermissionName,
  batchCreate: 'batch-create-videos' satisfies PermissionName,
  import: 'import-videos' satisfies PermissionName,
};

export const videoStatuses = optionsOf(VIDEO_STATUSES, 'status', {
  draft: 'default',
  scheduled: 'gold',
  published: 'green',
  hidden: 'red',
});

export const videoTypes = optionsOf(VIDEO_TYPES, 'type');
