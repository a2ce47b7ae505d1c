/** Housekeeping drops ended sessions, spent challenges and stale throttle rows, and nothing that still counts. */
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressThrottles, authEpoch, sessions, usernameThrottles } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { as, signIn } from '../../test/client.js';
import { pruneSignInRecords } from './housekeeping.js';

const app = await startTestApp();
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
const minutesAgo = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

async function sessionOf(token: string) {
  const me = await as(app, token).get('/api/auth/me');
  expect(me.status).toBe(200);
  const [row] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .orderBy(sql`${sessions.id} desc`)
    .limit(1);
  return row!.id;
}

const epoch = async () => (await app.db.select({ value: authEpoch.value }).from(authEpoch))[0]!.value;

describe('housekeeping', () => {
  it('leaves the signed-in admin cache alone when no session is old enough to go', async () => {
    await pruneSignInRecords(app.db); // whatever the start-up run left
    const before = await epoch();
    await pruneSignInRecords(app.db);
    expect(await epoch()).toBe(before);
  });

  it('drops sessions ended over 30 days ago and keeps the rest, which still say why they ended', async () => {
    const live = await signIn(app);
    const liveId = await sessionOf(live);
    const recentlyRevoked = await signIn(app);
    const recentId = await sessionOf(recentlyRevoked);
    const oldRevokedId = await sessionOf(await signIn(app));
    const oldExpiredId = await sessionOf(await signIn(app));
    await app.db
      .update(sessions)
      .set({ revokedAt: daysAgo(1) })
      .where(eq(sessions.id, recentId));
    await app.db
      .update(sessions)
      .set({ revokedAt: daysAgo(31) })
      .where(eq(sessions.id, oldRevokedId));
    await app.db
      .update(sessions)
      .set({ createdAt: daysAgo(40), expiresAt: daysAgo(31) })
      .where(eq(sessions.id, oldExpiredId));

    await pruneSignInRecords(app.db);

    const left = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [liveId, recentId, oldRevokedId, oldExpiredId]));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual([liveId, recentId]);
    expect((await as(app, live).get('/api/auth/me')).status).toBe(200);
    expect((await as(app, recentlyRevoked).get('/api/auth/me')).body.code).toBe('session_revoked');
  });

  it('drops throttle rows past their window, keeping a blocked address and recent failures', async () => {
    await app.db.insert(addressThrottles).values([
      { ip: '198.51.100.1', failures: 3, windowStartedAt: minutesAgo(60) },
      {
        ip: '198.51.100.2',
        failures: 10,
        windowStartedAt: minutesAgo(20),
        blockedUntil: sql`now() + interval '5 minutes'`,
      },
      { ip: '198.51.100.3', failures: 2, windowStartedAt: minutesAgo(1) },
    ]);
    await app.db.insert(usernameThrottles).values([
      { username: 'stale', failures: 7, lastFailureAt: minutesAgo(60) },
      { username: 'recent', failures: 7, lastFailureAt: minutesAgo(1) },
    ]);

    await pruneSignInRecords(app.db);

    const ips = await app.db.select({ ip: addressThrottles.ip }).from(addressThrottles);
    const ours = ips.map((row) => row.ip).filter((ip) => ip.startsWith('198.51.100.'));
    expect(ours.sort()).toEqual(['198.51.100.2', '198.51.100.3']);
    const names = await app.db.select({ username: usernameThrottles.username }).from(usernameThrottles);
    expect(names.map((row) => row.username).filter((name) => ['stale', 'recent'].includes(name))).toEqual(['recent']);
  });
});
