/**
 * Which site a notification is for: the processor's settings whose secret hash is the hash of the secret it
 * came with (compared again in constant time), and whose source addresses, if any, hold the address it came
 * from. The settings are the Segpay configurations' (`processor_configs`), read here and never written.
 */
import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Processor } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { preparedRows, statement } from '../../db/prepared.js';

export type Authenticated = { siteId: number } | { error: 'bad_secret' | 'address_not_allowed' };

const HEX_SHA256 = /^[0-9a-f]{64}$/;

export async function authenticate(
  ex: Executor,
  processor: Processor,
  secretHash: string | null,
  address: string | null,
): Promise<Authenticated> {
  if (!secretHash || !HEX_SHA256.test(secretHash)) return { error: 'bad_secret' };
  const [config] = await preparedRows<{ site_id: number; secret_hash: string; allowed: boolean }>(
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

/** A notification to store, as it arrived. */
export type RawPostback = {
  processor: Processor;
  remoteAddress: string | null;
  payload: Record<string, string>;
  secretHash: string | null;
  receivedAt: Date;
};

const bound = sql.placeholder;
type Stored = { id: number | string; site_id: number; config_hash: string; awaited: boolean };

/** `storeIfAuthentic`'s statement: every notification's first, so its text is built once. */
const storeAuthentic = statement(
  () => sql`with c as (select site_id, secret_hash from processor_configs
      where processor = ${bound('processor')} and secret_hash = ${bound('secretHash')}
        and (cardinality(allowed_addresses) = 0 or ${bound('address')}::inet <<= any(allowed_addresses)) is true
      limit 1)
    insert into postbacks (processor, remote_address, payload, secret_hash, received_at, status, site_id,
      transaction_ref, attempts, processed_at)
    select ${bound('processor')}, ${bound('address')}::inet, ${bound('payload')}::jsonb, ${bound('secretHash')},
      ${bound('receivedAt')}::timestamptz, 'processed', c.site_id, ${bound('ref')}, 1, now() from c
    returning id, site_id, (select secret_hash from c) as config_hash,
      exists (select 1 from postbacks p where p.status = 'parked' and p.processor = ${bound('processor')}
        and p.original_ref = ${bound('ref')} and p.site_id = (select site_id from c)) as awaited`,
);

/**
 * Stores an authentic notification as `processed`, in the statement that authenticates it (the settings whose
 * secret hash and addresses let it in, as `authenticate` reads them): its id and site, and whether parked
 * reversals of the site await its transaction (`parked.ts`); or null when no settings do — `authenticate` then
 * says why. One round trip fewer for every notification that gets through.
 */
export async function storeIfAuthentic(tx: Executor, raw: RawPostback, transactionRef: string) {
  const { processor, secretHash, remoteAddress: address } = raw;
  if (!secretHash || !HEX_SHA256.test(secretHash)) return null;
  const [row] = await storeAuthentic<Stored>(tx, {
    processor,
    secretHash,
    address,
    payload: JSON.stringify(raw.payload),
    receivedAt: raw.receivedAt.toISOString(),
    ref: transactionRef,
  });
  if (!row) return null;
  // Equal by the lookup; compared again in constant time, as `authenticate` does.
  if (!timingSafeEqual(Buffer.from(row.config_hash, 'hex'), Buffer.from(secretHash, 'hex')))
    throw new Error('postback secret hashes differ');
  return { id: Number(row.id), siteId: row.site_id, awaited: row.awaited };
}
