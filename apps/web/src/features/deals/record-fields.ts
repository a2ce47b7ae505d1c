import { labelled, type RecordFields } from '../../lib/record-fields';

/** How a deal's fields read in the audit log (the server keeps the price there as `"19.99 USD"`). */
export const dealFields: RecordFields = {
  ns: 'deals',
  fields: {
    ...labelled('price', 'currency', 'startsAt', 'endsAt', 'active'),
    planId: { label: 'fields.plan' },
  },
};
