import { labelled, valuesOf, type RecordFields } from '../../lib/record-fields';
import { promotionStatuses } from './constants';

/** How a promotion's fields read in the audit log. */
export const promotionFields: RecordFields = {
  ns: 'promotions',
  fields: {
    ...labelled('name', 'code', 'startedAt', 'endedAt', 'times'),
    status: { label: 'fields.status', values: valuesOf(promotionStatuses) },
    planIds: { label: 'fields.plans' },
  },
};
