/**
 * The processors' daily reports reconciled (contract `reconciliation.ts`): the lines staff read
 * (`GET /reconciliations`, under `list-reconciliations`), the latest runs (`GET /reconciliations/runs`, same
 * permission), and Run now (`POST /reconciliations/run`, under `run-reconciliations`, audited), which queues
 * the job `reconcile-account` for one site and processor. The job `reconcile-reports` runs every account with
 * API credentials daily at RUN_HOUR of the reporting time zone (and once at a server's start), once across
 * servers.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROCESSORS,
  reconciliationManifest,
  reconciliationQueued,
  reconciliationRun,
  reconciliationRunBody,
} from '@backlot/contract';
import { reconciliationLines, reconciliationRuns } from '../../db/schema/index.js';
import { auditContextOf, recordAudit } from '../../platform/audit.js';
import { crudResource, declared } from '../../platform/crud/index.js';
import { AppError } from '../../platform/errors.js';
import { wireColumns } from '../../platform/wire.js';
import type { Module, Uses } from '../module.js';
import { transportFor } from '../processor-actions/service.js';
import { credentialsBox, hasCredentials } from '../segpays/service.js';
import { siteName } from '../sites/read.js';
import type { Account } from './match.js';
import { reconcileAccount, reconcileAll, type RunDeps } from './run.js';

/** The hour (reporting time zone) the daily run starts: the processors' previous day is complete by then. */
const RUN_HOUR = 4;
const RUNS_SHOWN = 20;

/**
 * A queued run of one account; `at`: the instant whose days it reconciles (ISO; now when absent) — a later run
 * of days gone by, as the tests run tomorrow's.
 */
export type Queued = Account & { at?: string };

const runsQuery = z.object({
  site_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  processor: z.enum(PROCESSORS).optional(),
});

export const reconciliationModule: Module<Uses<'reportBooking'>> = (app, deps, { reportBooking }) => {
  const runDeps: RunDeps = {
    db: deps.db,
    booking: reportBooking,
    zone: deps.reportTimeZone,
    box: credentialsBox(deps.config),
    transport: transportFor(app, deps.config),
    log: app.log,
  };
  crudResource(
    app,
    deps,
    declared(reconciliationManifest, {
      table: reconciliationLines,
      label: 'reconciliation lines',
      read: { columns: { ...wireColumns(reconciliationLines), site_name: siteName(reconciliationLines.siteId) } },
    }),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/reconciliations/runs', {
    config: { access: 'list-reconciliations' },
    schema: {
      tags: ['reconciliations'],
      summary: 'The latest reconciliation runs, newest first',
      querystring: runsQuery,
      response: { 200: z.object({ data: z.array(reconciliationRun) }) },
    },
    handler: async (request) => {
      const { site_id: siteId, processor } = request.query;
      const where: SQL[] = [];
      if (siteId) where.push(eq(reconciliationRuns.siteId, siteId));
      if (processor) where.push(eq(reconciliationRuns.processor, processor));
      const rows = await deps.db
        .select({ ...wireColumns(reconciliationRuns), site_name: siteName(reconciliationRuns.siteId) })
        .from(reconciliationRuns)
        .where(and(...where))
        .orderBy(desc(reconciliationRuns.id))
        .limit(RUNS_SHOWN);
      return { data: rows as unknown as z.infer<typeof reconciliationRun>[] };
    },
  });
  api.post('/reconciliations/run', {
    config: { access: 'run-reconciliations' },
    schema: {
      tags: ['reconciliations'],
      summary: "Queue a run of one site's report at one processor",
      body: reconciliationRunBody,
      response: { 202: reconciliationQueued },
    },
    handler: async (request, reply) => {
      const { site_id: siteId, processor } = request.body;
      if (!(await hasCredentials(deps.db, siteId, processor)))
        throw new AppError(409, 'no_credentials', 'err.processorNoCredentials', undefined, { processor });
      await recordAudit(deps.db, auditContextOf(request), {
        action: 'run',
        resource: 'reconciliations',
        resourceId: siteId,
        label: processor,
        after: { site_id: siteId, processor },
      });
      await deps.jobs.runNow('reconcile-account', { siteId, processor } satisfies Queued);
      return reply.code(202).send({ queued: true as const });
    },
  });
  deps.housekeeping.push(
    { name: 'reconcile-reports', run: () => reconcileAll(runDeps), cron: `0 ${RUN_HOUR} * * *`, tz: runDeps.zone },
    {
      name: 'reconcile-account',
      onDemand: true,
      run: (data) => {
        const { at, ...account } = data as Queued;
        return reconcileAccount(runDeps, account, 'staff', at ? new Date(at) : undefined);
      },
    },
  );
};
