/**
 * Bearer token -> signed-in admin, cached in memory by token hash so an authenticated request costs one
 * trivial read (the auth epoch; none at all on the embedded database) instead of a join over sessions,
 * admins and roles.
 *
 * A cached admin is used only while the auth epoch it was read under is still current: any change to
 * admins, roles, grants or holdings, and any revoked or deleted session, moves the epoch (database
 * triggers, so no code path can forget it and other processes see it too), and the next request reads
 * afresh. The epoch is read before the session, so a change racing with that read only costs a reload.
 * Idle timeout and absolute lifetime are checked in memory; when the idle check fails here the database
 * decides (another process may have seen the session more recently). `last_seen_at` is written at most
 * once a minute per process.
 */
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { signedOut } from '../errors.js';
import type { AuthEpoch } from './auth-epoch.js';
import {
  type Actor,
  type LiveSession,
  type SessionPolicy,
  TOUCH_EVERY_MS,
  loadSession,
  sessionEndReason,
  touchSession,
} from './sessions.js';
import { hashToken } from './tokens.js';

/** Sessions kept at once; far above the admins a back-office has signed in, a bound against misuse. */
const MAX_CACHED = 10_000;

type Entry = LiveSession & { epoch: number };

export type Authenticator = {
  /** The signed-in admin of a token, or null. */
  actorOf(token: string): Promise<Actor | null>;
  /** The signed-in admin of a token, or a 401 whose code says why not (`UNAUTHENTICATED_CODES`). */
  authenticate(token: string | undefined): Promise<Actor>;
};

export function createAuthenticator(deps: { db: Db; epoch: AuthEpoch; policy: SessionPolicy }): Authenticator {
  const { db, epoch, policy } = deps;
  const idleMs = policy.idleMinutes * 60_000;
  const cache = new LRUCache<string, Entry>({ max: MAX_CACHED });
  let newestEpoch = -Infinity;

  /** Refreshes last_seen_at when the last write is a minute old; marks it first so concurrent requests skip it. */
  async function touch(entry: LiveSession, now: number) {
    if (now - entry.lastSeenAt <= TOUCH_EVERY_MS) return;
    entry.lastSeenAt = now;
    await touchSession(db, entry.actor.sessionId);
  }

  async function actorOfHash(hash: string): Promise<Actor | null> {
    const current = await epoch.read();
    if (current > newestEpoch) {
      cache.clear(); // every entry belongs to an older epoch
      newestEpoch = current;
    }
    const now = Date.now();
    const hit = cache.get(hash);
    if (hit && hit.epoch === current && now < hit.expiresAt && now - hit.lastSeenAt < idleMs) {
      await touch(hit, now);
      return hit.actor;
    }
    const live = await loadSession(db, hash, policy);
    if (!live) {
      cache.delete(hash);
      return null;
    }
    await touch(live, now);
    cache.set(hash, { ...live, epoch: current });
    return live.actor;
  }

  return {
    actorOf: (token) => actorOfHash(hashToken(token)),

    async authenticate(token) {
      if (!token) throw signedOut('unauthenticated');
      const hash = hashToken(token);
      const actor = await actorOfHash(hash);
      if (!actor) throw signedOut(await sessionEndReason(db, hash, policy));
      return actor;
    },
  };
}
