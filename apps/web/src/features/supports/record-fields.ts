import { supportManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('supports', supportManifest);

/** How a ticket's fields read in the audit log: its state and instants, and the replies a reply counts. */
export const supportFields: RecordFields = { ...declared, fields: { ...declared.fields, ...labelled('repliesCount') } };
