import { modelManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

const described = recordFieldsOf('models', modelManifest);

/** How a model's fields read in the audit log: the manifest's, and what a privacy erase kept under legal hold. */
export const modelFields = { ...described, fields: { ...described.fields, held: { label: 'fields.held' } } };
