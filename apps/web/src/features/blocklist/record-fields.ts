import { blocklistManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a blocklist entry's fields read in the audit log. */
export const blocklistFields = recordFieldsOf('blocklist', blocklistManifest);
