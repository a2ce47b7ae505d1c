import type { RecordFields } from '../../lib/record-fields';

/** How a director's fields read in the audit log. */
export const directorFields: RecordFields = { ns: 'directors', fields: { name: { label: 'fields.name' } } };
