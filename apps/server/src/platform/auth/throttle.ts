/**
 * Sign-in throttling, kept in the database so it holds across restarts and processes. Failures are counted
 * per key (`ip:<address>`, `user:<lower-case username>`); too many within a window lock the key for a while.
 * Callers check the lock first (cheap) and only then verify a password or a code.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../errors.js';

/** Failures within WINDOW_MINUTES that lock a key. */
export const MAX_FAILURES = 10;
/** The window failures are counted in; it starts at the first failure. */
export const WINDOW_MINUTES = 15;
/** How long a locked key stays locked; the count starts afresh afterwards. */
export const LOCK_MINUTES = 15;

export const ipKey = (ip: string) => `ip:${ip}`;
export const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;

export const throttled = (seconds: number) => new AppError(429, 'throttled', 'err.throttled', undefined, { seconds });

/** Throws 429 (with the seconds left) when any of `keys` is locked. */
export async function assertNotThrottled(db: Executor, keys: string[]) {
  const rows = await db
    .select({ lockedUntil: loginThrottles.lockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.lockedUntil?.getTime() ?? 0));
  const seconds = Math.ceil((until - Date.now()) / 1000);
  if (seconds > 0) throw throttled(seconds);
}

/** Counts one failure against each key; the MAX_FAILURES-th within the window locks the key. */
export async function recordFailure(db: Executor, keys: string[]) {
  const window = sql`make_interval(mins => ${WINDOW_MINUTES})`;
  const lock = sql`make_interval(mins => ${LOCK_MINUTES})`;
  const stale = sql`${loginThrottles.windowStartedAt} < now() - ${window}`;
  const count = sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
  for (const key of keys) {
    await db
      .insert(loginThrottles)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`case when ${count} >= ${MAX_FAILURES} then 0 else ${count} end`,
          windowStartedAt: sql`case when ${stale} or ${count} >= ${MAX_FAILURES} then now() else ${loginThrottles.windowStartedAt} end`,
          lockedUntil: sql`case when ${count} >= ${MAX_FAILURES} then now() + ${lock} else ${loginThrottles.lockedUntil} end`,
        },
      });
  }
}

/** Forgets the failures of a key (a successful sign-in clears its username key). */
export async function clearFailures(db: Executor, key: string) {
  await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
}
