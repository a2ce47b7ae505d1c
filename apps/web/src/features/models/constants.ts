/** What the models' routes and resource share: the list path, the permissions, the genders. */
import { MODEL_GENDERS } from '@backlot/contract';
import type { Option } from '../../lib/resource';
import { crudPermissions } from '../../lib/resource/permissions';

export const MODELS_PATH = '/videos/models';

export const modelPermissions = crudPermissions('models');

export const modelGenders: Option[] = MODEL_GENDERS.map((value) => ({ value, label: `gender.${value}` }));

export const yesNo: Option[] = [
  { value: 1, label: 'resource:yes' },
  { value: 0, label: 'resource:no' },
];
