/**
 * A notification as it arrives: stored raw (the secret replaced by its hash), settled, and its outcome written,
 * in one transaction — answered once committed, so an acknowledged notification is durable and a notification
 * never acknowledged (the server died) is sent again by the processor and applied then, once. An authentic
 * one is stored by the statement that authenticates it, then applied without a savepoint: when it fails or is
 * a duplicate, that transaction is rolled back, whatever it wrote with it, and the notification is stored with
 * its outcome in a second one. A charge booked applies the site's parked reversals of it in its transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Processor } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { postbacks } from '../../db/schema/index.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { LedgerService } from '../ledger/service.js';
import { storeIfAuthentic } from './authenticate.js';
import { applyAwaiting } from './parked.js';
import { applyRead, outcomeColumns, parsePostback, readPostback, type Read, type Settled } from './settle.js';

type Authentic = Extract<Read, { notification: unknown }>;

export type Arrival = {
  processor: Processor;
  params: Record<string, string>;
  secret: string | undefined;
  address: string | null;
};

/** Carries the outcome of a notification not applied out of the transaction it rolls back. */
class NotApplied extends Error {
  constructor(readonly settled: Settled) {
    super(settled.status);
  }
}

export async function receivePostback(db: Db, ledger: LedgerService, log: FastifyBaseLogger, arrival: Arrival) {
  const raw = {
    processor: arrival.processor,
    remoteAddress: arrival.address,
    payload: arrival.params,
    secretHash: arrival.secret ? hashToken(arrival.secret) : null,
    receivedAt: new Date(),
  };
  /** The row of the notification as it is settled. */
  const store = async (ex: Executor, settled: Settled) => {
    const [row] = await ex
      .insert(postbacks)
      .values({ ...raw, ...outcomeColumns(settled, 1) })
      .returning({ id: postbacks.id });
    return { id: row!.id, ...settled };
  };
  /**
   * Applies a notification stored as processed, then the parked reversals that await its transaction when
   * `awaited` (asked with its storing); a failure, a duplicate or a parking rolls both back.
   */
  const apply = async (tx: Executor, read: Authentic, id: number, awaited: boolean) => {
    const settled = await applyRead(tx, ledger.applyWithin, read, id, log);
    if (settled.status !== 'processed') throw new NotApplied(settled);
    const { processor, ref } = read.notification;
    if (awaited) await applyAwaiting(tx, ledger, { siteId: read.siteId, processor, ref }, log);
    return { id, ...settled };
  };
  const notification = parsePostback(raw);
  try {
    return await db.transaction(async (tx) => {
      const authentic = notification && (await storeIfAuthentic(tx, raw, notification.ref));
      if (notification && authentic)
        return apply(tx, { siteId: authentic.siteId, notification }, authentic.id, authentic.awaited);
      // Not authentic, or not a notification: why, stored as rejected (or, settings made meanwhile, applied).
      const read = await readPostback(tx, raw);
      if ('rejected' in read) return store(tx, read.rejected);
      const processed: Settled = {
        status: 'processed',
        error: null,
        siteId: read.siteId,
        transactionRef: read.notification.ref,
      };
      return apply(tx, read, (await store(tx, processed)).id, true);
    });
  } catch (error) {
    if (!(error instanceof NotApplied)) throw error;
    return store(db, error.settled);
  }
}
