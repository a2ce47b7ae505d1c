import { modelManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How a model's fields read in the audit log. */
export const modelFields = recordFieldsOf('models', modelManifest);
