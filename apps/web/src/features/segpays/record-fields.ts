import { segpayManifest } from '@backlot/contract';
import { recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('segpays', segpayManifest);

/** How a Segpay configuration's fields read in the audit log (the secret only as changed, by its actions). */
export const segpayFields: RecordFields = {
  ...declared,
  fields: { ...declared.fields, secretHash: { label: 'fields.secret' }, secretHint: { label: 'fields.secret' } },
};
