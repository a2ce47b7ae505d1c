import { questionManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How an FAQ entry's fields read in the audit log. */
export const questionFields = recordFieldsOf('questions', questionManifest);
