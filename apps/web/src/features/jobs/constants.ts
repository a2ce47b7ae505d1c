/** What the jobs' route and resource share: the list path, the permissions, the states and the jobs' names. */
import { JOB_NAMES, JOB_STATES, type PermissionName } from '@backlot/contract';
import { optionsOf, type Permissions } from '../../lib/resource';

export const JOBS_PATH = '/permissions/jobs';

/** Runs are made by the job queue: staff read them and run a failed one again. */
export const jobPermissions: Permissions = { list: 'list-jobs' satisfies PermissionName };

/** The jobs, by their labels (`names.<name>`). */
export const jobNames = optionsOf(JOB_NAMES, 'names');

export const jobStates = optionsOf(JOB_STATES, 'state', {
  created: 'blue',
  active: 'processing',
  completed: 'green',
  retry: 'orange',
  failed: 'red',
  cancelled: 'default',
});
