/**
 * Admin sessions: opaque bearer tokens stored hashed, with an idle timeout and an absolute lifetime.
 * One query reads a session with everything a request needs of its admin (permissions, roles, the profile
 * GET /auth/me shows); `authenticator.ts` keeps the answer in memory while the auth epoch holds.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { PERMISSIONS, type UnauthenticatedCode } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

/** What GET /auth/me shows of an admin beyond id and username. */
export type ActorProfile = {
  name: string;
  avatar: string | null;
  introduction: string | null;
  email: string | null;
  /** Names of the roles held, by name. */
  roles: string[];
  twoFactorEnabled: boolean;
  alertEmails: boolean;
  /** When the admin took or skipped the guided tour; null for an admin who has not yet. */
  tourSeenAt: Date | null;
  /** The admin record's version (`updated_at`). */
  updatedAt: Date;
};

export type Actor = {
  id: number;
  username: string;
  sessionId: number;
  /** Holds the built-in super-admin role: every permission, and the only one who may touch other super-admins. */
  isSuperAdmin: boolean;
  /** Holds a channel partner's role: sees only the channels assigned to them (the kit's row scope). */
  isPartner: boolean;
  /** Ids of the roles held: what is shared with a role reaches its holders (saved views). */
  roleIds: readonly number[];
  permissions: ReadonlySet<string>;
  profile: ActorProfile;
};

/** A session that signs its admin in, with the instants (ms) that bound its life. */
export type LiveSession = { actor: Actor; lastSeenAt: number; expiresAt: number };

export type SessionPolicy = { idleMinutes: number; maxHours: number };

const ALL_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS.map((p) => p.name));
/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
export const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Executor,
  adminId: number,
  client: { ip?: string; userAgent?: string },
  policy: SessionPolicy,
) {
  const token = newToken();
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
    expiresAt: new Date(Date.now() + policy.maxHours * 3_600_000),
  });
  return token;
}

type SessionRow = {
  session_id: number;
  last_seen_ms: number | string;
  expires_ms: number | string;
  admin_id: number;
  username: string;
  name: string;
  avatar: string | null;
  introduction: string | null;
  email: string | null;
  two_factor_enabled: boolean;
  alert_emails: boolean;
  tour_seen_ms: number | string | null;
  updated_ms: number | string;
  is_super: boolean;
  is_partner: boolean;
  roles: string[];
  role_ids: number[];
  permissions: string[];
};

/**
 * An instant as epoch milliseconds, the microseconds cut off as both drivers cut them reading a timestamp: the
 * same number on both, compared in memory afterwards (a session's admin version against a row read elsewhere).
 */
const msOf = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * When a session ends however active: the expiry stored at sign-in, or sooner when SESSION_MAX_HOURS has
 * been lowered since (a shorter lifetime applies to every session at once; a longer one to new sessions).
 */
const endOf = (policy: SessionPolicy) =>
  sql`least(s.expires_at, s.created_at + make_interval(hours => ${policy.maxHours}))`;
/** Whether a session has passed its lifetime or its idle timeout. */
const lapsed = (policy: SessionPolicy) =>
  sql`(${endOf(policy)} <= now() or s.last_seen_at <= now() - make_interval(mins => ${policy.idleMinutes}))`;

/** The live session of a token hash with its admin, or null when unknown, revoked, expired or the admin disabled. */
export async function loadSession(db: Executor, tokenHash: string, policy: SessionPolicy): Promise<LiveSession | null> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`
    select s.id as session_id, ${msOf(sql`s.last_seen_at`)} as last_seen_ms, ${msOf(endOf(policy))} as expires_ms,
      a.id as admin_id, a.username, a.name, a.avatar, a.introduction, a.email,
      a.totp_secret is not null as two_factor_enabled, a.alert_emails, ${msOf(sql`a.updated_at`)} as updated_ms,
      ${msOf(sql`a.tour_seen_at`)} as tour_seen_ms,
      exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
              where ar.admin_id = a.id and r.is_builtin) as is_super,
      exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
              where ar.admin_id = a.id and r.is_partner) as is_partner,
      array(select r.name from admin_roles ar join roles r on r.id = ar.role_id
            where ar.admin_id = a.id order by r.name) as roles,
      array(select ar.role_id from admin_roles ar where ar.admin_id = a.id order by ar.role_id) as role_ids,
      array(select distinct rp.permission from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id
            where ar.admin_id = a.id) as permissions
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and not ${lapsed(policy)} and a.status = 'active'`,
  );
  if (!row) return null;
  return {
    lastSeenAt: Number(row.last_seen_ms),
    expiresAt: Number(row.expires_ms),
    actor: {
      id: row.admin_id,
      username: row.username,
      sessionId: row.session_id,
      isSuperAdmin: row.is_super,
      isPartner: row.is_partner,
      roleIds: row.role_ids.map(Number),
      permissions: row.is_super ? ALL_PERMISSIONS : new Set(row.permissions),
      profile: {
        name: row.name,
        avatar: row.avatar,
        introduction: row.introduction,
        email: row.email,
        roles: row.roles,
        twoFactorEnabled: row.two_factor_enabled,
        alertEmails: row.alert_emails,
        tourSeenAt: row.tour_seen_ms === null ? null : new Date(Number(row.tour_seen_ms)),
        updatedAt: new Date(Number(row.updated_ms)),
      },
    },
  };
}

/** Records activity on a session (its idle timeout starts again). */
export async function touchSession(db: Executor, sessionId: number) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** The signed-in admin of a bearer token, straight from the database (see `authenticator.ts` for the cached path). */
export async function resolveSession(db: Executor, token: string, policy: SessionPolicy): Promise<Actor | null> {
  const live = await loadSession(db, hashToken(token), policy);
  if (!live) return null;
  if (Date.now() - live.lastSeenAt > TOUCH_EVERY_MS) await touchSession(db, live.actor.sessionId);
  return live.actor;
}

/**
 * Why a token signs no one in, worked out only after it failed: an unknown token is `unauthenticated`;
 * a disabled admin's session `account_disabled`; a revoked one `session_revoked`; one past its idle timeout
 * or lifetime `session_expired`.
 */
export async function sessionEndReason(
  db: Executor,
  tokenHash: string,
  policy: SessionPolicy,
): Promise<UnauthenticatedCode> {
  const [row] = await queryRows<{ active: boolean; revoked: boolean; expired: boolean }>(
    db,
    sql`
    select a.status = 'active' as active, s.revoked_at is not null as revoked, ${lapsed(policy)} as expired
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${tokenHash}`,
  );
  if (!row) return 'unauthenticated';
  if (!row.active) return 'account_disabled';
  if (row.revoked) return 'session_revoked';
  if (row.expired) return 'session_expired';
  return 'unauthenticated';
}

export async function revokeSession(db: Executor, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Signs an admin out everywhere (disabled, deleted, password changed). */
export async function revokeAdminSessions(db: Executor, adminId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt)));
}
