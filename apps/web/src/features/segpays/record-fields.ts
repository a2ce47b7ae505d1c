import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { processors } from './constants';

/** How a Segpay configuration's fields read in the audit log (the secret only as changed). */
export const segpayFields: RecordFields = {
  ns: 'segpays',
  fields: {
    ...labelled('merchantId', 'packages', 'allowedAddresses'),
    siteId: { label: 'fields.site' },
    processor: { label: 'fields.processor', values: valuesOf(processors) },
    secretHash: { label: 'fields.secret' },
    secretHint: { label: 'fields.secret' },
  },
};
