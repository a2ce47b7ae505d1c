/**
 * Clears what sign-in leaves behind, at start and then hourly: sessions ended (revoked or expired) more than
 * ENDED_SESSION_DAYS ago — kept that long so a late request still learns why its session ended — sign-in
 * challenges past their expiry, and throttle rows that no longer count. Deleting sessions moves the auth epoch,
 * so the signed-in admin cache is read afresh once an hour; that costs one query per signed-in admin.
 */
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, sessions } from '../../db/schema/index.js';
import { loggableError } from '../db-errors.js';
import { forgetStaleThrottles } from './throttle.js';

export const ENDED_SESSION_DAYS = 30;
const EVERY_MS = 60 * 60_000;

const endedBefore = sql`now() - make_interval(days => ${ENDED_SESSION_DAYS})`;

export async function pruneSignInRecords(db: Db) {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, endedBefore),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, endedBefore)),
        ),
      );
    await tx.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`));
    await forgetStaleThrottles(tx);
  });
}

/** Prunes now and every hour until `stop`, which waits for a run under way (the database closes next). */
export function scheduleHousekeeping(db: Db, log: { warn(obj: unknown, msg: string): void }) {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = pruneSignInRecords(db).catch((error: unknown) =>
      log.warn({ err: loggableError(error) }, 'housekeeping failed'),
    );
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
