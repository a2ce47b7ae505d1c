import { valuesOf, type RecordFields } from '../../lib/record-fields';
import { supportStatuses } from './constants';

/** How a ticket's fields read in the audit log. */
export const supportFields: RecordFields = {
  ns: 'supports',
  fields: {
    status: { label: 'fields.status', values: valuesOf(supportStatuses) },
    solvedAt: { label: 'fields.solvedAt' },
    waitingSince: { label: 'fields.waitingSince' },
    repliesCount: { label: 'fields.replies' },
    lastReplyAt: { label: 'fields.lastReplyAt' },
  },
};
