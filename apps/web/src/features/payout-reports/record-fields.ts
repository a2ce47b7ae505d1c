import { payoutReportManifest } from '@backlot/contract';
import { recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('payout-reports', payoutReportManifest);

/** How a payout report's fields read in the audit log (the server keeps amounts there as `"19.99 USD"`). */
export const payoutReportFields: RecordFields = {
  ...declared,
  fields: { ...declared.fields, lines: { label: 'fields.lineCount' } },
};
