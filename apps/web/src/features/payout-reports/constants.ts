/** What the payout reports' routes and resource share: the list path, the permissions, the choices (zod-free). */
import { PAYOUT_SOURCES, PROCESSORS } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const PAYOUT_REPORTS_PATH = '/orders/payout-reports';

export const payoutReportPermissions: Permissions = {
  ...crudPermissions('segpay-payout-reports'),
  import: 'create-segpay-payout-reports',
};

export const processors = optionsOf(PROCESSORS, 'processor', { segpay: 'blue', epoch: 'purple' });
export const sources = optionsOf(PAYOUT_SOURCES, 'source', { manual: 'default', csv: 'cyan' });
