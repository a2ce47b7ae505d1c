/**
 * The sites' service: the intake gate, the site a presented intake key belongs to. Intake keys of sites:
 * `bl_site_` and 32 random bytes (base64url). The server keeps the SHA-256 of a key and its last four
 * characters (to tell keys apart in the list); the key itself is answered once, when made.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sites } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/auth/tokens.js';
import type { IntakeGate } from '../../platform/intake.js';

const PREFIX = 'bl_site_';

export type IntakeKey = { key: string; values: { intakeKeyHash: string; intakeKeyHint: string } };

export function newIntakeKey(): IntakeKey {
  const key = `${PREFIX}${newToken()}`;
  return { key, values: { intakeKeyHash: hashToken(key), intakeKeyHint: key.slice(-4) } };
}

/**
 * The site a presented key belongs to. The key is looked up by its SHA-256, so the lookup reveals nothing
 * about keys by its timing; what cannot be a key is refused without a query.
 */
export function intakeGate(db: Db): IntakeGate {
  return {
    async siteOfKey(presented) {
      if (!presented?.startsWith(PREFIX) || presented.length > 128) return null;
      const [site] = await db
        .select({ id: sites.id })
        .from(sites)
        .where(eq(sites.intakeKeyHash, hashToken(presented)))
        .limit(1);
      return site ?? null;
    },
  };
}
