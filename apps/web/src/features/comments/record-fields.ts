import { valuesOf, type RecordFields } from '../../lib/record-fields';
import { commentReportStatuses, commentStatuses } from './constants';

/** How a comment's fields read in the audit log. */
export const commentFields: RecordFields = {
  ns: 'comments',
  fields: {
    status: { label: 'fields.status', values: valuesOf(commentStatuses) },
    reportStatus: { label: 'fields.reportStatus', values: valuesOf(commentReportStatuses) },
    reportsCount: { label: 'fields.reportsCount' },
  },
};
