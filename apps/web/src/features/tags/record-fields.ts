import type { RecordFields } from '../../lib/record-fields';

/** How a tag's fields read in the audit log. */
export const tagFields: RecordFields = {
  ns: 'tags',
  fields: { name: { label: 'fields.name' }, nameCn: { label: 'fields.nameCn' }, sort: { label: 'fields.sort' } },
};
