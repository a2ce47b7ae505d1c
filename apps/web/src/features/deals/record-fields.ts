import { labelled, type RecordFields } from '../../lib/record-fields';

/** How a deal's fields read in the audit log (the price as stored: minor units of its currency). */
export const dealFields: RecordFields = {
  ns: 'deals',
  fields: {
    ...labelled('price', 'currency', 'startsAt', 'endsAt', 'active'),
    planId: { label: 'fields.plan' },
  },
};
