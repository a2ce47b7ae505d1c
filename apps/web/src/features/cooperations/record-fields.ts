import { valuesOf, type RecordFields } from '../../lib/record-fields';
import { cooperationStatuses } from './constants';

/** How a cooperation request's fields read in the audit log. */
export const cooperationFields: RecordFields = {
  ns: 'cooperations',
  fields: {
    status: { label: 'fields.status', values: valuesOf(cooperationStatuses) },
    solvedAt: { label: 'fields.solvedAt' },
  },
};
