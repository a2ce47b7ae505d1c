/**
 * Throttling of every check of a secret (a sign-in password, a second-step code, the current password on the
 * profile), kept in the database so it holds across restarts and processes.
 *
 * - Per address: MAX_ADDRESS_FAILURES failures within ADDRESS_WINDOW_MINUTES block the address for
 *   ADDRESS_BLOCK_MINUTES, whatever the usernames.
 * - Per username: never locked, so a stranger cannot lock the owner out. After FREE_FAILURES failures, an
 *   attempt from an address the admin has not signed in from within KNOWN_ADDRESS_DAYS must wait a delay since
 *   the last attempt: 1 s, doubling with each failure, at most MAX_DELAY_SECONDS. From a known address the
 *   owner is not slowed. Failures are forgotten after FORGET_MINUTES without one, or when a sign-in from an
 *   unknown address finishes (see recordSignIn).
 *
 * A refused attempt answers 429 with the seconds to wait and never reaches the check. An attempt let through
 * counts as a failure at once, in the same statement that lets it through, and is taken back when it proves
 * right: concurrent attempts cannot slip past a limit.
 */
import { and, eq, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { addressThrottles, signInAddresses, usernameThrottles } from '../../db/schema/index.js';
import { AppError } from '../errors.js';

const MAX_ADDRESS_FAILURES = 10;
const ADDRESS_WINDOW_MINUTES = 15;
const ADDRESS_BLOCK_MINUTES = 15;
const FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 60;
const FORGET_MINUTES = 15;
const KNOWN_ADDRESS_DAYS = 30;

/** One check of a secret on behalf of `username`, from `ip`. */
export type Attempt = {
  ip: string;
  username: string;
  /** The admin of that username, if there is one: their known addresses escape the username's slowdown. */
  adminId?: number;
};

const throttled = (seconds: number) => new AppError(429, 'throttled', 'err.throttled', undefined, { seconds });

const usernameKey = (username: string) => username.trim().toLowerCase();
const ago = (unit: 'mins' | 'days', n: number) => sql`now() - make_interval(${sql.raw(unit)} => ${n})`;
const at = addressThrottles;
const ut = usernameThrottles;

/** Seconds from now to an instant, for Retry-After. */
const secondsUntil = (instant: Column) => sql<number | null>`ceil(extract(epoch from ${instant} - now()))::int`;
/** At least 1 s: the limit may be held by attempts still being checked. */
const refusal = (rows: { seconds: number | null }[]) => throttled(Math.max(1, rows[0]?.seconds ?? 1));

/** Lets an attempt through from `ip` unless the address is blocked or its quota is taken; counts it. */
async function admitAddress(ex: Executor, ip: string) {
  const stale = sql`${at.windowStartedAt} <= ${ago('mins', ADDRESS_WINDOW_MINUTES)}`;
  const admitted = await ex
    .insert(at)
    .values({ ip, failures: 1 })
    .onConflictDoUpdate({
      target: at.ip,
      set: {
        failures: sql`case when ${stale} then 1 else ${at.failures} + 1 end`,
        windowStartedAt: sql`case when ${stale} then now() else ${at.windowStartedAt} end`,
      },
      setWhere: sql`(${at.blockedUntil} is null or ${at.blockedUntil} <= now())
        and (${stale} or ${at.failures} < ${MAX_ADDRESS_FAILURES})`,
    })
    .returning({ ip: at.ip });
  if (admitted.length === 0) {
    throw refusal(
      await ex
        .select({ seconds: secondsUntil(at.blockedUntil) })
        .from(at)
        .where(eq(at.ip, ip)),
    );
  }
}

/** The failure of an admitted attempt (already counted): the last one of the quota blocks the address. */
async function failAddress(ex: Executor, ip: string) {
  const full = sql`${at.failures} >= ${MAX_ADDRESS_FAILURES}`;
  await ex
    .update(at)
    .set({
      blockedUntil: sql`case when ${full} then now() + make_interval(mins => ${ADDRESS_BLOCK_MINUTES}) else ${at.blockedUntil} end`,
      windowStartedAt: sql`case when ${full} then now() else ${at.windowStartedAt} end`,
      failures: sql`case when ${full} then 0 else ${at.failures} end`,
    })
    .where(eq(at.ip, ip));
}

/** Delay in seconds owed after `failures` failures: none for the first few, then 1 s doubling to the cap. */
const delayAfter = (failures: SQL) =>
  sql`case when ${failures} >= ${FREE_FAILURES} then least(power(2, ${failures} - ${FREE_FAILURES}), ${MAX_DELAY_SECONDS}) else 0 end`;

/**
 * Lets an attempt on `username` through and counts it. From an unknown address (`enforce`) only once the
 * username's delay has run: the statement that admits it also sets the next delay, so one attempt takes a slot.
 */
async function admitUsername(ex: Executor, username: string, enforce: boolean) {
  const stale = sql`${ut.lastFailureAt} <= ${ago('mins', FORGET_MINUTES)}`;
  const count = sql`(case when ${stale} then 1 else ${ut.failures} + 1 end)`;
  const admitted = await ex
    .insert(ut)
    .values({ username, failures: 1 })
    .onConflictDoUpdate({
      target: ut.username,
      set: {
        failures: count,
        lastFailureAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${delayAfter(count)})`,
      },
      setWhere: enforce ? sql`${stale} or ${ut.nextAttemptAt} <= now()` : undefined,
    })
    .returning({ username: ut.username });
  if (admitted.length === 0) {
    throw refusal(
      await ex
        .select({ seconds: secondsUntil(ut.nextAttemptAt) })
        .from(ut)
        .where(eq(ut.username, username)),
    );
  }
}

/** The failure of an admitted attempt (already counted): the delay runs from now. */
async function failUsername(ex: Executor, username: string) {
  await ex
    .update(ut)
    .set({
      lastFailureAt: sql`now()`,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayAfter(sql`${ut.failures}`)})`,
    })
    .where(eq(ut.username, username));
}

/** Takes back the failure an admitted attempt was counted as: it proved right, or went no further. */
const releaseAddress = (ex: Executor, ip: string) =>
  ex
    .update(at)
    .set({ failures: sql`greatest(${at.failures} - 1, 0)` })
    .where(eq(at.ip, ip));
const releaseUsername = (ex: Executor, username: string) =>
  ex
    .update(ut)
    .set({ failures: sql`greatest(${ut.failures} - 1, 0)` })
    .where(eq(ut.username, username));

async function isKnownAddress(ex: Executor, adminId: number, ip: string) {
  const [row] = await ex
    .select({ ip: signInAddresses.ip })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.adminId, adminId),
        eq(signInAddresses.ip, ip),
        sql`${signInAddresses.lastSignedInAt} > ${ago('days', KNOWN_ADDRESS_DAYS)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Runs `check` as one throttled attempt: 429 without running it while the address is blocked or, from an
 * address the admin is not known at, while the username's delay runs. `check` answers a value when the secret
 * is right and null when it is wrong; a wrong one counts against the address and the username.
 */
export async function throttledCheck<T>(ex: Executor, attempt: Attempt, check: () => Promise<T | null> | T | null) {
  const { ip } = attempt;
  const username = usernameKey(attempt.username);
  const known = attempt.adminId !== undefined && (await isKnownAddress(ex, attempt.adminId, ip));
  await admitAddress(ex, ip);
  try {
    await admitUsername(ex, username, !known);
  } catch (error) {
    await releaseAddress(ex, ip);
    throw error;
  }
  const result = await check();
  if (result === null) {
    await failAddress(ex, ip);
    await failUsername(ex, username);
  } else {
    await releaseAddress(ex, ip);
    await releaseUsername(ex, username);
  }
  return result;
}

/**
 * A finished sign-in makes the address known for the admin (addresses unused for KNOWN_ADDRESS_DAYS are
 * dropped). From an unknown address, one that waited its turn, it also forgets the username's failures; from
 * a known one it leaves them, since they were not its own and strangers must keep waiting.
 */
export async function recordSignIn(ex: Executor, admin: { id: number; username: string }, ip: string) {
  if (!(await isKnownAddress(ex, admin.id, ip)))
    await ex.delete(ut).where(eq(ut.username, usernameKey(admin.username)));
  await ex
    .insert(signInAddresses)
    .values({ adminId: admin.id, ip })
    .onConflictDoUpdate({
      target: [signInAddresses.adminId, signInAddresses.ip],
      set: { lastSignedInAt: sql`now()` },
    });
  await ex
    .delete(signInAddresses)
    .where(
      and(eq(signInAddresses.adminId, admin.id), lt(signInAddresses.lastSignedInAt, ago('days', KNOWN_ADDRESS_DAYS))),
    );
}

/** Drops what no longer counts: addresses past their window and not blocked, usernames past FORGET_MINUTES. */
export async function forgetStaleThrottles(ex: Executor) {
  await ex
    .delete(at)
    .where(
      and(
        lt(at.windowStartedAt, ago('mins', ADDRESS_WINDOW_MINUTES)),
        sql`(${at.blockedUntil} is null or ${at.blockedUntil} < now())`,
      ),
    );
  await ex.delete(ut).where(lt(ut.lastFailureAt, ago('mins', FORGET_MINUTES)));
}
