/** What the IP whitelist's routes and resource share: the list path and the permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const IP_WHITELISTS_PATH = '/users/ipwhitelists';

export const ipWhitelistPermissions = crudPermissions('ipwhitelists');
