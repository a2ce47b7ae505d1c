import { modelRecordManifest, modelReleaseManifest } from '@backlot/contract';
import { recordFieldsOf } from '../../lib/record-fields';

/** How compliance records and releases read in the audit log. */
export const modelRecordFields = recordFieldsOf('model-records', modelRecordManifest);
export const modelReleaseFields = recordFieldsOf('model-releases', modelReleaseManifest);
