import { informationManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a site text's fields read in the audit log. */
export const informationFields = recordFieldsOf('informations', informationManifest);
