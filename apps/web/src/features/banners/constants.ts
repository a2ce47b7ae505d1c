/** What the banners' routes and resource share: the list path, the permissions, the choices. */
import { BANNER_POSITIONS, BANNER_TYPES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const BANNERS_PATH = '/blocks/banners';

export const bannerPermissions = crudPermissions('banners');

export const bannerPositions = optionsOf(BANNER_POSITIONS, 'positions');
export const bannerTypes = optionsOf(BANNER_TYPES, 'types', { image: 'blue', video: 'purple' });
