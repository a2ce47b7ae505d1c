/**
 * Housekeeping: jobs that clear what the product leaves behind (ended sessions, unreferenced files, ...), run
 * at start and then hourly, one after the other. A failed job is logged and does not stop the others.
 */
import { loggableError } from './db-errors.js';

const EVERY_MS = 60 * 60_000;

export type HousekeepingJob = { name: string; run: () => Promise<unknown> };

/** Runs the jobs now and every hour until `stop`, which waits for a run under way (the database closes next). */
export function scheduleHousekeeping(jobs: HousekeepingJob[], log: { warn(obj: unknown, msg: string): void }) {
  let running: Promise<void> = Promise.resolve();
  const runAll = async () => {
    for (const job of jobs) {
      await job
        .run()
        .catch((error: unknown) => log.warn({ err: loggableError(error), job: job.name }, 'housekeeping failed'));
    }
  };
  const run = () => {
    running = running.then(runAll);
  };
  run();
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return running;
    },
  };
}
