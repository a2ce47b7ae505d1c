/**
 * Background jobs: work run once across every server (the hourly housekeeping), kept by the job queue in the
 * database. Staff read its runs, those that failed with their error, and run a failed one again
 * (`POST /jobs/{id}/retry`, under `retry-jobs`: a new attempt of the same run, answered with the run).
 *
 * A run is `created` (waiting), `active`, `completed`, `retry` (failed, another attempt due) or `failed` (its
 * last attempt failed). Runs are kept JOB_KEPT_DAYS days after they end.
 */
import { z } from 'zod';
import { JOB_NAMES, JOB_STATES } from './choices.js';
import { dateRange, enumFilter, filters } from './filters.js';
import { field, manifest } from './manifest.js';

export const JOB_KEPT_DAYS = 7;
export type JobState = (typeof JOB_STATES)[number];
export type JobName = (typeof JOB_NAMES)[number];

export const jobFilters = filters({ name: enumFilter(JOB_NAMES), state: enumFilter(JOB_STATES), created: dateRange() });

/** A run, read only; `q` matches its job's name or its error. */
export const jobManifest = manifest({
  resource: 'jobs',
  fields: {
    id: field.of('id', z.uuid()).sortable(),
    /** The job: one of JOB_NAMES (its label is the web's), or a name a server of another version queued. */
    name: field.of('text', z.string()).sortable().searched(),
    state: field.state(JOB_STATES).sortable(),
    /** Why the last attempt failed. */
    error: field.of('multiline', z.string().nullable()).searched(),
    /** Attempts made so far. */
    attempts: field.count(),
    created_at: field.instant().sortable(),
    started_at: field.instant().nullable(),
    completed_at: field.instant().nullable(),
  },
  nameField: 'name',
  defaultSort: '-created_at',
  filters: jobFilters,
  readOnly: true,
  // Done by the job queue (`POST /jobs/{id}/retry`): a new attempt of a failed run.
  transitions: { field: 'state', actions: { retry: { from: ['failed'] } } },
});
export const { entity: jobRun, listQuery: jobListQuery, page: jobPage } = jobManifest;
export type JobRun = z.infer<typeof jobRun>;
export const jobRunParams = z.strictObject({ id: z.uuid() });
