/**
 * Admin sessions: opaque bearer tokens stored hashed, with an idle timeout and an absolute lifetime.
 * Permissions are read on every request, so a role change applies to the next request.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PERMISSIONS } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

export type Actor = {
  id: number;
  username: string;
  sessionId: number;
  /** Holds the built-in super-admin role: every permission, and the only one who may touch other super-admins. */
  isSuperAdmin: boolean;
  permissions: ReadonlySet<string>;
};

export type SessionPolicy = { idleMinutes: number; maxHours: number };

const ALL_PERMISSIONS: ReadonlySet<string> = new Set(PERMISSIONS.map((p) => p.name));
/** last_seen_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

export async function createSession(db: Executor, adminId: number, client: { ip?: string; userAgent?: string }, policy: SessionPolicy) {
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
  last_seen_at: Date | string;
  admin_id: number;
  username: string;
  is_super: boolean;
  permissions: string[] | null;
};

/** The signed-in admin of a bearer token, or null when the token is unknown, revoked, expired or the admin disabled. */
export async function resolveSession(db: Executor, token: string, policy: SessionPolicy): Promise<Actor | null> {
  const [row] = await queryRows<SessionRow>(db, sql`
    select s.id as session_id, s.last_seen_at, a.id as admin_id, a.username,
      exists (select 1 from admin_roles ar join roles r on r.id = ar.role_id
              where ar.admin_id = a.id and r.is_builtin) as is_super,
      array(select distinct rp.permission from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id
            where ar.admin_id = a.id) as permissions
    from sessions s join admins a on a.id = s.admin_id
    where s.token_hash = ${hashToken(token)} and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(mins => ${policy.idleMinutes})
      and a.status = 'active'`);
  if (!row) return null;
  if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.session_id));
  }
  return {
    id: row.admin_id,
    username: row.username,
    sessionId: row.session_id,
    isSuperAdmin: row.is_super,
    permissions: row.is_super ? ALL_PERMISSIONS : new Set(row.permissions ?? []),
  };
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
