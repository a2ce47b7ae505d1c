/**
 * Clears what sign-in leaves behind (a job of the queue, `platform/jobs/queue.ts`, at start and then hourly): sessions ended (revoked or expired) more than
 * ENDED_SESSION_DAYS ago — kept that long so a late request still learns why its session ended — sign-in
 * challenges past their expiry, and throttle rows that no longer count. A delete on sessions moves the auth
 * epoch (a statement trigger: even when it deletes nothing) and so empties the signed-in admin cache; the ended
 * sessions are looked up first and deleted only when there are some.
 */
import { and, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginChallenges, sessions } from '../../db/schema/index.js';
import { forgetStaleThrottles } from './throttle.js';

export const ENDED_SESSION_DAYS = 30;

const endedBefore = sql`now() - make_interval(days => ${ENDED_SESSION_DAYS})`;

export async function pruneSignInRecords(db: Db) {
  await db.transaction(async (tx) => {
    const ended = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        or(
          lt(sessions.expiresAt, endedBefore),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, endedBefore)),
        ),
      );
    if (ended.length)
      await tx.delete(sessions).where(
        inArray(
          sessions.id,
          ended.map((row) => row.id),
        ),
      );
    await tx.delete(loginChallenges).where(lt(loginChallenges.expiresAt, sql`now()`));
    await forgetStaleThrottles(tx);
  });
}
