/**
 * SQL of the auth module: the sign-in challenges, and which sessions a profile change signs out. An admin's
 * sign-in columns (last sign-in, two-factor state) are the admins module's to write (`admins/index.ts`).
 */
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginChallenges, sessions } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';

/** How long the second step of a sign-in may take. */
export const CHALLENGE_MINUTES = 5;

export type ChallengeKind = 'verify' | 'bind';

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
