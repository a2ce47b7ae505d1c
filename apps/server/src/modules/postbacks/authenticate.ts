/**
 * Which site a notification is for: the processor's settings whose secret hash is the hash of the secret it
 * came with (compared again in constant time), and whose source addresses, if any, hold the address it came
 * from. The settings are the Segpay configurations' (`processor_configs`), read here and never written.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';

export type Authenticated = { siteId: number } | { error: 'bad_secret' | 'address_not_allowed' };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export async function authenticate(
  ex: Executor,
  processor: Processor,
  secretHash: string | null,
  address: string | null,
): Promise<Authenticated> {
  if (!secretHash || !HEX_SHA256.test(secretHash)) return { error: 'bad_secret' };
  const [config] = await queryRows<{ site_id: number; secret_hash: string; allowed: boolean }>(
    ex,
    sql`select site_id, secret_hash,
        (cardinality(allowed_addresses) = 0 or ${address}::inet <<= any(allowed_addresses)) is true as allowed
      from processor_configs where processor = ${processor} and secret_hash = ${secretHash} limit 1`,
  );
  const stored = config && HEX_SHA256.test(config.secret_hash) ? Buffer.from(config.secret_hash, 'hex') : undefined;
  if (!stored || !timingSafeEqual(stored, Buffer.from(secretHash, 'hex'))) return { error: 'bad_secret' };
  if (!config!.allowed) return { error: 'address_not_allowed' };
  return { siteId: config!.site_id };
}
