/**
 * Single-use links for member e-mails. A link carries a random token; only its SHA-256 is stored, with the
 * member, the purpose and an expiry. Issuing a link ends the member's earlier unused link of that purpose;
 * redeeming marks it used in the same statement that checks it, so two redemptions cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { MAIL_LINK_HOURS } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { memberTokens } from '../../db/schema/index.js';

export type LinkPurpose = keyof typeof MAIL_LINK_HOURS;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link to the member site's page of the purpose (`https://<domain>/reset-password?token=…`). */
export async function issueLink(tx: Executor, memberId: number, purpose: LinkPurpose, domain: string) {
  await tx
    .delete(memberTokens)
    .where(and(eq(memberTokens.memberId, memberId), eq(memberTokens.purpose, purpose), isNull(memberTokens.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + MAIL_LINK_HOURS[purpose] * 3_600_000);
  await tx.insert(memberTokens).values({ memberId, purpose, tokenHash: hashOf(token), expiresAt });
  return `https://${domain}/${purpose}?token=${token}`;
}

/** The link as staff may read it: the token cut to its first four characters. */
export const maskLink = (link: string) => link.replace(/([?&]token=)([\w-]{4})[\w-]*/, '$1$2…');

/** Uses a token once: the member it was issued to, or null when it is unknown, used, ended or expired. */
export async function redeemLink(tx: Executor, token: string, purpose: LinkPurpose) {
  const [row] = await tx
    .update(memberTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(memberTokens.tokenHash, hashOf(token)),
        eq(memberTokens.purpose, purpose),
        isNull(memberTokens.usedAt),
        gt(memberTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ memberId: memberTokens.memberId });
  return row ?? null;
}
