import { commentManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('comments', commentManifest);

/** How a comment's fields read in the audit log: its states, and the open reports a decision clears. */
export const commentFields: RecordFields = { ...declared, fields: { ...declared.fields, ...labelled('reportsCount') } };
