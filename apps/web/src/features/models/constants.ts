/** What the models' routes and resource share: the list path, the permissions, the genders. */
import { MODEL_GENDERS } from '@backlot/contract';
import { optionsOf } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const MODELS_PATH = '/videos/models';

export const modelPermissions = {
  ...crudPermissions('models'),
  export: 'export-models' as const,
  import: 'import-models' as const,
};

export const modelGenders = optionsOf(MODEL_GENDERS, 'gender');
