/**
 * The job queue: work that must run once across every server of a database, kept in that database by pg-boss
 * (its own schema, `pgboss`; on the embedded database through pg-boss's PGlite adapter, on PostgreSQL through
 * the server's pool, so it shares its size and its survival of lost connections).
 *
 * Today's jobs are the housekeeping: each clears what the product leaves behind (ended sessions, unreferenced
 * files, ...). Each is a queue of its own, run hourly by pg-boss's cron (one run an hour however many servers
 * schedule it) and once at start (deduplicated for START_WINDOW_SECONDS, so servers starting together enqueue
 * one run). Any server's worker takes a run. A run that throws is retried RETRY_LIMIT times with back-off, then
 * kept as failed with its error for staff (`modules/jobs`), who may run it again. Runs are kept 7 days.
 */
import { PgBoss, fromPglite, type Db as BossDb } from 'pg-boss';
import type { JobName } from '@backlot/contract';
import { alone, START_LOCKS, type Database } from '../../db/client.js';
import { loggableError } from '../db-errors.js';

/**
 * A job: `name` is its queue's (letters, digits, `-`), also its label key in the web; `retries` after a failed
 * run (default RETRY_LIMIT).
 */
/** A job the queue runs: under its name, once across servers, retried `retries` times. */
/**
 * `cron`: its schedule, when not hourly (the alert rules run every 10 minutes), in `tz` (UTC when unset).
 * `onDemand`: no schedule and no run at start — runs only when sent (`runNow`), each with its data (a staff
 * request's site and processor), which `run` receives.
 */
export type QueuedJob = {
  name: string;
  run: (data?: unknown) => Promise<unknown>;
  retries?: number;
  cron?: string;
  tz?: string;
  onDemand?: boolean;
};
/** A module's housekeeping: one of the contract's JOB_NAMES, which the staff page shows by label. */
export type HousekeepingJob = QueuedJob & { name: JobName };
type Log = { warn(obj: unknown, msg: string): void };

export const JOB_SCHEMA = 'pgboss';
const HOURLY = '0 * * * *';
const START_WINDOW_SECONDS = 600;
const RETRY_LIMIT = 2;
const RETRY_DELAY_SECONDS = 60;
/** Hourly work need not be taken within seconds: a slow poll keeps an idle server's database quiet. */
const POLL_SECONDS = 10;

/** pg-boss's access to the database: the PGlite adapter, or statements on the server's own pool. */
function bossDatabase(database: Database): BossDb {
  const { driver } = database;
  if (driver.kind === 'pglite') return fromPglite(driver.client);
  return { executeSql: (text, values) => driver.pool.query(text, values) };
}

export type JobQueue = {
  /** Starts the queue (creating or migrating its schema) with the modules' jobs. */
  start(jobs: HousekeepingJob[]): Promise<void>;
  /** Declares a job on the started queue: its queue, this server's worker, its schedule, a run at start. */
  add(job: QueuedJob): Promise<void>;
  /** Runs a failed run of `name` again now; false when `id` names no failed run of a job of this server. */
  retry(name: string, id: string): Promise<boolean>;
  /** Sends a run of `name` now (with `data` for its `run`), woken on this server, and answers its id. */
  runNow(name: string, data?: object): Promise<string | null>;
  /** Stops taking work and waits for runs under way (the database closes next). */
  stop(): Promise<void>;
};

/** The queue on `database`, started once the modules have declared their jobs; logs its faults. */
export function jobQueue(database: Database, log: Log): JobQueue {
  const boss = new PgBoss({
    db: bossDatabase(database),
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    schema: JOB_SCHEMA,
  });
  // Without a listener an error event (a lost database, a failed maintenance pass) would end the process.
  boss.on('error', (error: unknown) => log.warn({ err: loggableError(error) }, 'job queue fault'));
  /** This server's worker of each job. */
  const workers = new Map<string, string>();
  let started = false;

  const queue: JobQueue = {
    async start(jobs) {
      // Servers starting together install or migrate pg-boss's schema in turn (its own lock leaves a race).
      const { driver } = database;
      await (driver.kind === 'postgres' ? alone(driver.pool, START_LOCKS.jobQueue, () => boss.start()) : boss.start());
      started = true;
      for (const job of jobs) await queue.add(job);
    },
    async add(job) {
      await boss.createQueue(job.name, {
        retryLimit: job.retries ?? RETRY_LIMIT,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
      });
      const run = async (runs: Array<{ data: unknown }>) => {
        for (const each of runs) await job.run(each.data ?? undefined);
      };
      workers.set(job.name, await boss.work(job.name, { pollingIntervalSeconds: POLL_SECONDS }, run));
      if (job.onDemand) return;
      await boss.schedule(job.name, job.cron ?? HOURLY, null, job.tz ? { tz: job.tz } : {});
      await boss.send(job.name, null, { singletonKey: 'start', singletonSeconds: START_WINDOW_SECONDS });
    },
    async retry(name, id) {
      if (!workers.has(name)) return false;
      const [failed] = await boss.findJobs(name, { id });
      if (!failed || failed.state !== 'failed') return false;
      await boss.retry(name, id);
      wake(name);
      return true;
    },
    async runNow(name, data) {
      const id = await boss.send(name, data ?? null);
      wake(name);
      return id;
    },
    stop: async () => {
      if (started) await boss.stop({ graceful: true });
    },
  };
  const wake = (name: string) => {
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  };
  return queue;
}
