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
import { instant, listQuery, pageOf, sortParam } from './common.js';
import { dateRange, enumFilter, filters } from './filters.js';

export const JOB_KEPT_DAYS = 7;
export type JobState = (typeof JOB_STATES)[number];
export type JobName = (typeof JOB_NAMES)[number];

export const jobRun = z.object({
  id: z.uuid(),
  /** The job: one of JOB_NAMES (its label is the web's), or a name a server of another version queued. */
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts made so far. */
  attempts: z.number().int(),
  /** Why the last attempt failed. */
  error: z.string().nullable(),
  created_at: instant,
  started_at: instant.nullable(),
  completed_at: instant.nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobFilters = filters({ name: enumFilter(JOB_NAMES), state: enumFilter(JOB_STATES), created: dateRange() });
export const jobListQuery = listQuery.extend({
  ...jobFilters.query,
  sort: sortParam(['id', 'created_at', 'name', 'state']),
});
export const jobPage = pageOf(jobRun);
export const jobRunParams = z.strictObject({ id: z.uuid() });
