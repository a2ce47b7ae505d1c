/**
 * POST /login: password first (throttled per address and per username, see platform/auth/throttle.ts), then
 * either a session or the second step of a sign-in. `verify` when the admin has a bound authenticator; `bind`
 * when two-factor is required and they have none.
 */
import { PERMISSIONS, type LoginAnswer } from '@backlot/contract';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/client.js';
import { decoyHash, verifyPassword } from '../../platform/auth/passwords.js';
import { createSession, resolveSession, type SessionPolicy } from '../../platform/auth/sessions.js';
import { recordSignIn, throttledCheck } from '../../platform/auth/throttle.js';
import { AppError, unauthenticated } from '../../platform/errors.js';
import type { IpWhitelistService } from '../ip-whitelists/service.js';
import { findAdminByUsername, setLastLogin } from '../admins/index.js';
import * as q from './queries.js';

export type Client = { ip: string; userAgent?: string };
type AdminRow = NonNullable<Awaited<ReturnType<typeof findAdminByUsername>>>;

export const sessionPolicyOf = (config: Config): SessionPolicy => ({
  idleMinutes: config.sessionIdleMinutes,
  maxHours: config.sessionMaxHours,
});

/** Permission names held, in catalogue order, as the client reads them. */
export const permissionRefs = (held: ReadonlySet<string>) =>
  PERMISSIONS.filter((p) => held.has(p.name)).map((p) => ({ name: p.name }));

/** Opens a session for an admin who passed every step, and records the sign-in and its address (recordSignIn). */
export async function finishSignIn(
  ex: Executor,
  admin: { id: number; username: string },
  client: Client,
  policy: SessionPolicy,
) {
  await recordSignIn(ex, admin, client.ip);
  const token = await createSession(ex, admin.id, client, policy);
  await setLastLogin(ex, admin.id);
  const actor = await resolveSession(ex, token, policy);
  if (!actor) throw unauthenticated();
  return { access_token: token, permissions: permissionRefs(actor.permissions) };
}

/** The password step. Unknown usernames take as long as wrong passwords, and are throttled alike. */
async function checkPassword(db: Db, username: string, password: string, client: Client): Promise<AdminRow> {
  const found = await findAdminByUsername(db, username);
  const admin = await throttledCheck(db, { ip: client.ip, username, adminId: found?.id }, async () => {
    const ok = await verifyPassword(found?.passwordHash ?? (await decoyHash()), password);
    return ok && found ? found : null;
  });
  if (!admin) throw unauthenticated('err.badCredentials');
  if (admin.status !== 'active') throw unauthenticated('err.accountDisabled');
  return admin;
}

export function createSignIn(db: Db, config: Config, whitelist: IpWhitelistService) {
  const policy = sessionPolicyOf(config);
  return async function login(body: { username: string; password: string }, client: Client): Promise<LoginAnswer> {
    if (!(await whitelist.allowsSignIn(client.ip))) {
      throw new AppError(403, 'address_not_allowed', 'err.addressNotAllowed', undefined, { ip: client.ip });
    }
    const admin = await checkPassword(db, body.username, body.password, client);
    const kind = admin.totpSecret ? 'verify' : config.twoFactor === 'required' ? 'bind' : undefined;
    if (kind) return { two_factor: kind, challenge_token: await q.createChallenge(db, admin.id, kind) };
    return finishSignIn(db, admin, client, policy);
  };
}
