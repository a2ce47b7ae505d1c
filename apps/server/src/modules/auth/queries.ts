/**
 * SQL of the auth module. Auth owns the sign-in columns of an admin (last sign-in, two-factor state),
 * the sign-in challenges, and which sessions a profile change signs out.
 */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, loginChallenges, sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';

/** How long the second step of a sign-in may take. */
export const CHALLENGE_MINUTES = 5;

export type ChallengeKind = 'verify' | 'bind';

export async function findAdminByUsername(ex: Executor, username: string) {
  const [row] = await ex
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function setLastLogin(ex: Executor, adminId: number) {
  await ex.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
}

export async function setPendingSecret(ex: Executor, adminId: number, sealed: string) {
  await ex.update(admins).set({ totpPendingSecret: sealed }).where(eq(admins.id, adminId));
}

/** Clears a pending secret if it is still `sealed`; false when another request confirmed or replaced it first. */
export async function takePendingSecret(ex: Executor, adminId: number, sealed: string) {
  const taken = await ex
    .update(admins)
    .set({ totpPendingSecret: null })
    .where(and(eq(admins.id, adminId), eq(admins.totpPendingSecret, sealed)))
    .returning({ id: admins.id });
  return taken.length > 0;
}

/** Records `step` as the last accepted code; false when that step (or a later one) was already accepted. */
export async function advanceLastStep(ex: Executor, adminId: number, step: number) {
  const updated = await ex
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return updated.length > 0;
}

/** A new challenge for an admin whose password was right; returns the token (only its hash is stored). */
export async function createChallenge(ex: Executor, adminId: number, kind: ChallengeKind) {
  const token = newToken();
  await ex.insert(loginChallenges).values({
    adminId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The unused, unexpired challenge of a token. */
export async function findChallenge(ex: Executor, token: string) {
  const [row] = await ex
    .select({ id: loginChallenges.id, adminId: loginChallenges.adminId, kind: loginChallenges.kind })
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, hashToken(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a challenge used; false when another request used it first. */
export async function consumeChallenge(ex: Executor, id: number) {
  const used = await ex
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return used.length > 0;
}

/** Signs an admin out of every session but `keepSessionId` (a password change on the profile page). */
export async function revokeOtherSessions(ex: Executor, adminId: number, keepSessionId: number) {
  await ex
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
