/** What the ad slots' routes and resource share: the list path, the permissions (list and edit), the choices. */
import { ADVERTISEMENT_SLOTS, CTA_POSITIONS } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const ADVERTISEMENTS_PATH = '/blocks/advertisements';

/** The slots are fixed: listed, shown and edited, never created or deleted. */
export const advertisementPermissions: Permissions = {
  list: 'list-advertisements',
  edit: 'edit-advertisements',
};

export const advertisementSlots = optionsOf(ADVERTISEMENT_SLOTS, 'slots');
export const ctaPositions = optionsOf(CTA_POSITIONS, 'cta');
