import { RedoOutlined } from '@ant-design/icons';
import { jobFilters, jobManifest } from '@backlot/contract';
import { contractFilters, defineResource, type ResourceT, transition } from '../../lib/resource';
import { jobsApi, type JobRun } from './api';
import { JOBS_PATH, jobNames, jobPermissions, jobStates } from './constants';

/** A job's label: its name's, or the name itself for a job this web does not know yet. */
const jobLabel = (run: JobRun, t: ResourceT) => t(`names.${run.name}`, { defaultValue: run.name });

/** The job queue's runs, newest first; a failed one shows its error and runs again on request. */
export const jobsResource = defineResource<JobRun>({
  ns: 'jobs',
  path: JOBS_PATH,
  api: jobsApi,
  permissions: jobPermissions,
  manifest: jobManifest,
  filters: contractFilters(jobFilters, {
    name: { label: 'fields.name', options: jobNames },
    state: { label: 'fields.state', options: jobStates },
    created: { label: 'fields.createdAt' },
  }),
  actions: [
    transition<JobRun>(jobManifest, 'retry', {
      label: 'retry',
      icon: <RedoOutlined />,
      confirm: 'confirmRetry',
      success: 'retried',
    }),
  ],
  presentation: {
    id: false,
    name: { render: (run, t) => jobLabel(run, t) },
    state: { options: jobStates },
    error: { render: (run) => run.error ?? '—' },
    attempts: { width: 90 },
    createdAt: { label: 'fields.createdAt' },
    startedAt: { hiddenByDefault: true },
  },
});
