import type { RecordFields } from '../../lib/record-fields';

/** How a site's fields read in the audit log (the key's hash shows only as changed). */
export const siteFields: RecordFields = {
  ns: 'sites',
  fields: {
    name: { label: 'fields.name' },
    domain: { label: 'fields.domain' },
    description: { label: 'fields.description' },
    descriptionCn: { label: 'fields.descriptionCn' },
    intakeKeyHint: { label: 'fields.intakeKeyHint' },
  },
};
