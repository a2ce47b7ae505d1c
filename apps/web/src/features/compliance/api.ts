import type { ModelRecord as ModelRecordWire, ModelRelease as ModelReleaseWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type ModelRecord = Camelize<ModelRecordWire>;
export type ModelRelease = Camelize<ModelReleaseWire>;

export const modelRecordsApi = resourceApi<ModelRecord>('model-records');
export const modelReleasesApi = resourceApi<ModelRelease>('model-releases');
