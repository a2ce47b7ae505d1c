/**
 * Background jobs (`list-jobs`): the job queue's runs, newest first, with the error of a failed one; a failed
 * run is run again by `POST /jobs/{id}/retry` (`retry-jobs`, audited). pg-boss's own queues (named
 * `__pgboss__...`, its scheduling) are not staff's and are not listed. Runs are found by job (a filter of the
 * known jobs, which the web shows by label) and by the words of their error (the search).
 */
import { jobManifest, jobRun, jobRunParams } from '@backlot/contract';
import { eq, sql } from 'drizzle-orm';
import { recordAudit, auditContextOf } from '../../platform/audit.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import type { ContractTypeProvider } from '../../platform/type-provider.js';
import type { Module } from '../module.js';
import { jobRuns } from './table.js';

const retryFrom = jobManifest.transitions?.actions.retry?.from ?? [];

/** A run as answered: the list's columns, and the retry's answer. */
const runColumns = {
  id: jobRuns.id,
  name: jobRuns.name,
  state: jobRuns.state,
  // pg-boss counts retries; a run that started has made one attempt more.
  attempts: sql<number>`${jobRuns.retryCount} + case when ${jobRuns.startedOn} is null then 0 else 1 end`,
  error: sql<string | null>`${jobRuns.output} ->> 'message'`,
  created_at: jobRuns.createdOn,
  started_at: jobRuns.startedOn,
  completed_at: jobRuns.completedOn,
};

export const jobsModule: Module = (app, deps) => {
  crudResource(
    app,
    deps,
    declared(jobManifest, {
      table: jobRuns,
      label: 'background jobs',
      operations: ['list'],
      read: { columns: runColumns },
      // pg-boss's own queues (`__pgboss__send-it`, its scheduling) are not staff's.
      rows: sql`not starts_with(${jobRuns.name}, '__pgboss__')`,
      // The search box finds runs by their error; the job itself is a filter, chosen by its label.
      columns: { error: runColumns.error, created_at: jobRuns.createdOn },
      filterTargets: { created: jobRuns.createdOn },
    }),
  );

  app.withTypeProvider<ContractTypeProvider>().post('/jobs/:id/retry', {
    config: { access: 'retry-jobs' },
    schema: {
      tags: ['jobs'],
      summary: 'Run a failed job again',
      params: jobRunParams,
      response: { 200: jobRun },
    },
    handler: async (request) => {
      const { id } = request.params;
      const runOf = async () => (await deps.db.select(runColumns).from(jobRuns).where(eq(jobRuns.id, id)))[0];
      const run = await runOf();
      if (!run) throw notFound();
      // The manifest's states it runs from (a failed run), then the queue's own check.
      const allowed = retryFrom.includes(run.state) && (await deps.jobs.retry(run.name, id));
      if (!allowed) throw conflict('err.invalidTransition');
      await recordAudit(deps.db, auditContextOf(request), {
        action: 'retry',
        resource: 'jobs',
        resourceId: null,
        label: `${run.name} ${id}`,
      });
      return (await runOf())!;
    },
  });
};
