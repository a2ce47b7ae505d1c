import { adminManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/**
 * How an admin's fields read in the audit log: besides what a body writes, the profile's fields, the two-factor
 * flag and authenticator, and the roles (listed by name).
 */
export const adminFields = recordFieldsOf('admins', adminManifest, {
  kept: ['avatar', 'introduction', 'twoFactorEnabled', 'password', 'twoFactorSecret', 'roles'],
});
