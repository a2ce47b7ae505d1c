/** What the deals' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const DEALS_PATH = '/plans/deals';

export const dealPermissions = crudPermissions('deals');
