import type { RecordFields } from '../../lib/record-fields';

/** How a role's fields read in the audit log: permissions by their catalogue labels, admins by username. */
export const roleFields: RecordFields = {
  ns: 'roles',
  fields: {
    name: { label: 'fields.name' },
    description: { label: 'fields.description' },
    permissions: { label: 'fields.permissions', permissions: true },
    admins: { label: 'fields.admins' },
  },
};
