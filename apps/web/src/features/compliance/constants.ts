/** What the compliance pages and resources share: their paths (in the content group) and permissions. */
import { crudPermissions } from '../../lib/resource/permissions';

export const MODEL_RECORDS_PATH = '/videos/model-records';
export const MODEL_RELEASES_PATH = '/videos/model-releases';

export const modelRecordPermissions = crudPermissions('model-records');
export const modelReleasePermissions = crudPermissions('model-releases');
