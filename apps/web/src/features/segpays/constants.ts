/** What the processor settings' routes and resource share: the list path, the permissions, the processors. */
import { PROCESSORS } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const SEGPAYS_PATH = '/orders/segpays';

export const segpayPermissions = crudPermissions('segpays');

export const processors = optionsOf(PROCESSORS, 'processor', { segpay: 'blue', epoch: 'purple' });
