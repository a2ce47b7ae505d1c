import type { JobRun as JobRunWire } from '@backlot/contract';
import { resourceApi, type Camelize } from '../../lib/resource';

export type JobRun = Camelize<JobRunWire>;

export const jobsApi = resourceApi<JobRun>('jobs');
