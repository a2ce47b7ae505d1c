/** What the promotions' routes and resource share: the list path, the permissions and the statuses. */
import { PROMOTION_STATUSES } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const PROMOTIONS_PATH = '/plans/promotions';

export const promotionPermissions = crudPermissions('promotions');

export const promotionStatuses = optionsOf(PROMOTION_STATUSES, 'status', { active: 'green', inactive: 'default' });
