/**
 * What the compliance pages and resources share: their paths (in the content group) and permissions. Records and
 * releases are under legal hold: never deleted, so no delete is offered.
 */
import type { Permissions } from '../../lib/resource';

export const MODEL_RECORDS_PATH = '/videos/model-records';
export const MODEL_RELEASES_PATH = '/videos/model-releases';

export const modelRecordPermissions: Permissions = {
  list: 'list-model-records',
  create: 'create-model-records',
  edit: 'edit-model-records',
};
export const modelReleasePermissions: Permissions = {
  list: 'list-model-releases',
  create: 'create-model-releases',
  edit: 'edit-model-releases',
};
