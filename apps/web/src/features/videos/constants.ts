/** What the videos' routes and resource share: the list path, the permissions, the statuses and types. */
import { VIDEO_STATUSES, VIDEO_TYPES, type PermissionName } from '@backlot/contract';
import type { Option, Permissions } from '../../lib/resource';

/** The videos list is the content group's own page. */
export const VIDEOS_PATH = '/videos';

/** Listing and publishing for now; the form with uploads comes with the upload controls. */
export const videoPermissions: Permissions = {
  list: 'list-videos' satisfies PermissionName,
  delete: 'delete-videos' satisfies PermissionName,
};

const COLORS = { draft: 'default', scheduled: 'gold', published: 'green', hidden: 'red' } as const;

export const videoStatuses: Option[] = VIDEO_STATUSES.map((value) => ({
  value,
  label: `status.${value}`,
  color: COLORS[value],
}));

export const videoTypes: Option[] = VIDEO_TYPES.map((value) => ({ value, label: `type.${value}` }));

export const yesNo: Option[] = [
  { value: 1, label: 'resource:yes' },
  { value: 0, label: 'resource:no' },
];
