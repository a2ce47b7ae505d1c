/** What the sites' routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const SITES_PATH = '/videos/sites';

export const sitePermissions = crudPermissions('sites');
