import { supportManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('supports', supportManifest);

/**
 * How a ticket's fields read in the audit log: its state and instants, the replies a reply and the notes a note count, and the
 * admin an assignment names (by id: the entry keeps no name).
 */
export const supportFields: RecordFields = {
  ...declared,
  fields: { ...declared.fields, ...labelled('repliesCount', 'notesCount', 'assigneeId') },
};
