import { memberManifest } from '@backlot/contract';
import { labelled, recordFieldsOf, type RecordFields } from '../../lib/record-fields';

const declared = recordFieldsOf('users', memberManifest);

/** How a member's fields read in the audit log: the manifest's, and who banned them from commenting and why. */
export const memberFields: RecordFields = {
  ...declared,
  fields: { ...declared.fields, ...labelled('commentBannedBy', 'commentBanReason') },
};
