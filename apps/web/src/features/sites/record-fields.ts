import { labelled, type RecordFields } from '../../lib/record-fields';

/** How a site's fields read in the audit log (the key's hash shows only as changed). */
export const siteFields: RecordFields = {
  ns: 'sites',
  fields: labelled('name', 'domain', 'description', 'descriptionCn', 'intakeKeyHint'),
};
