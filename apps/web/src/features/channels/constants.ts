/** What the channels' routes and resources share: the list path, the permissions, the types and states. */
import { CHANNEL_STATUSES, CHANNEL_TYPES, type PermissionName } from '@backlot/contract';
import { crudPermissions } from '../../lib/resource/permissions';
import { optionsOf, type Permissions } from '../../lib/resource';

export const CHANNELS_PATH = '/channels';

/** Channels are archived, never deleted. */
export const channelPermissions: Permissions = {
  list: 'list-channels' satisfies PermissionName,
  create: 'create-channels' satisfies PermissionName,
  edit: 'edit-channels' satisfies PermissionName,
  export: 'export-channels' satisfies PermissionName,
};

export const campaignPermissions = { ...crudPermissions('campaigns'), export: 'export-campaigns' as const };

export const channelTypes = optionsOf(CHANNEL_TYPES, 'type', {
  affiliate: 'purple',
  ads: 'volcano',
  social: 'blue',
  seo: 'green',
  email: 'gold',
  internal: 'default',
});

export const channelStatuses = optionsOf(CHANNEL_STATUSES, 'status', { active: 'green', archived: 'default' });
