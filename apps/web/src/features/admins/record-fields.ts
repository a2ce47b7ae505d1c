import { valuesOf, type RecordFields } from '../../lib/record-fields';
import { adminStatuses } from './constants';

/** How an admin's fields read in the audit log (roles are listed by name). */
export const adminFields: RecordFields = {
  ns: 'admins',
  fields: {
    username: { label: 'fields.username' },
    name: { label: 'fields.name' },
    phone: { label: 'fields.phone' },
    email: { label: 'fields.email' },
    avatar: { label: 'fields.avatar' },
    introduction: { label: 'fields.introduction' },
    status: { label: 'fields.status', values: valuesOf(adminStatuses) },
    twoFactorEnabled: { label: 'fields.twoFactor' },
    password: { label: 'fields.password' },
    twoFactorSecret: { label: 'fields.authenticator' },
    roles: { label: 'fields.roles' },
  },
};
