/** What other modules read of the job queue's runs (read views): the runs that failed for good. */
import { sql } from 'drizzle-orm';
import type { Arrivals } from '../../platform/arrivals.js';
import { jobRuns } from './table.js';

/** Runs whose last attempt failed, as they ended (`platform/arrivals.ts`); pg-boss's own queues left out. */
export const failedJobArrivals: Arrivals = (since) =>
  sql`select ${jobRuns.id}::text as id, ${jobRuns.completedOn} as at, ${jobRuns.name} as label
      from ${jobRuns} where ${jobRuns.state} = 'failed' and not starts_with(${jobRuns.name}, '__pgboss__')
        and ${jobRuns.completedOn} > ${since}`;
