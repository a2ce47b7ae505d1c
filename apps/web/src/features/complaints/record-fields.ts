import { complaintManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How complaints read in the audit log. */
export const complaintFields = recordFieldsOf('complaints', complaintManifest);
