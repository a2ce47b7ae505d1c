import { tagManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a tag's fields read in the audit log. */
export const tagFields = recordFieldsOf('tags', tagManifest);
