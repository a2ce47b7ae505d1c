import { roleManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a role's fields read in the audit log: permissions by their catalogue labels, admins by username. */
export const roleFields = recordFieldsOf('roles', roleManifest, { permissions: ['permissions'], kept: ['admins'] });
