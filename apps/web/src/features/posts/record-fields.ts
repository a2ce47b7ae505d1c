import { postManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a post's fields read in the audit log. */
export const postFields = recordFieldsOf('posts', postManifest);
