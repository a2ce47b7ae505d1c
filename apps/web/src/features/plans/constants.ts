/** What the plans' routes and resource share: the list path, the permissions, the types and units. */
import { PERIOD_UNITS, PLAN_STATUSES, PLAN_TYPES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

/** The plans list is the plans group's own page. */
export const PLANS_PATH = '/plans';

/** No delete: a plan is taken off sale with "Shown on the site" off, and retired with "Archive". */
export const planPermissions: Permissions = {
  list: 'list-plans',
  create: 'create-plans',
  edit: 'edit-plans',
  export: 'export-plans' satisfies PermissionName,
};

export const planTypes = optionsOf(PLAN_TYPES, 'type', { subscription: 'blue', one_time: 'purple', coins: 'gold' });
export const periodUnits = optionsOf(PERIOD_UNITS, 'unit');
export const planStatuses = optionsOf(PLAN_STATUSES, 'status', { active: 'green', archived: 'default' });
