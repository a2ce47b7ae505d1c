import type { Model as ModelWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type Model = Camelize<ModelWire>;

export const modelsApi = resourceApi<Model>('models');
