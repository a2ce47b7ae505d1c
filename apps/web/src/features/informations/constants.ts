/** What the site texts' routes and resource share: the list path, the permissions (no delete), the types. */
import { INFORMATION_TYPES } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const INFORMATIONS_PATH = '/blocks/informations';

export const informationPermissions: Permissions = {
  list: 'list-informations',
  create: 'create-informations',
  edit: 'edit-informations',
};

export const informationTypes = optionsOf(INFORMATION_TYPES, 'type');
