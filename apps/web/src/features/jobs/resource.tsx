import { RedoOutlined } from '@ant-design/icons';
import { jobFilters, type PermissionName } from '@backlot/contract';
import { contractFilters, defineResource, type ResourceT } from '../../lib/resource';
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
  defaultSort: '-created_at',
  titleOf: (run) => run.name,
  filters: contractFilters(jobFilters, {
    name: { label: 'fields.name', options: jobNames },
    state: { label: 'fields.state', options: jobStates },
    created: { label: 'fields.createdAt' },
  }),
  actions: [
    {
      name: 'retry',
      permission: 'retry-jobs' satisfies PermissionName,
      label: 'retry',
      icon: <RedoOutlined />,
      visible: (run) => run.state === 'failed',
      confirm: 'confirmRetry',
      success: 'retried',
    },
  ],
  fields: [
    { name: 'name', label: 'fields.name', sortable: true, render: (run, t) => jobLabel(run, t) },
    { name: 'state', label: 'fields.state', valueType: 'select', options: jobStates, sortable: true },
    { name: 'error', label: 'fields.error', render: (run) => run.error ?? '—' },
    { name: 'attempts', label: 'fields.attempts', valueType: 'number', width: 90 },
    { name: 'createdAt', label: 'fields.createdAt', valueType: 'datetime', sortable: 'created_at' },
    { name: 'startedAt', label: 'fields.startedAt', valueType: 'datetime', hiddenByDefault: true },
    { name: 'completedAt', label: 'fields.completedAt', valueType: 'datetime' },
  ],
});
