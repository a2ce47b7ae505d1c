import { directorManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a director's fields read in the audit log. */
export const directorFields = recordFieldsOf('directors', directorManifest);
