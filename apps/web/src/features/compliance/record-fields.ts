import { modelRecordManifest, modelReleaseManifest } from '@backlot/contract';
import { recordFieldsOf, type RecordFields } from '../../lib/record-fields';
import { scanFields } from './scan-messages';

const withScans = ({ ns, fields }: RecordFields): RecordFields => ({ ns, fields: { ...fields, ...scanFields } });

/** How compliance records and releases read in the audit log, their scans' entries too. */
export const modelRecordFields = withScans(recordFieldsOf('model-records', modelRecordManifest));
export const modelReleaseFields = withScans(recordFieldsOf('model-releases', modelReleaseManifest));
