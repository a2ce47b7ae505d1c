/**
 * A notification as it arrives: stored raw (the secret replaced by its hash), settled, and its outcome written,
 * in one transaction — answered once committed, so an acknowledged notification is durable and a notification
 * never acknowledged (the server died) is sent again by the processor and applied then, once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Processor } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { postbacks } from '../../db/schema/index.js';
import { hashToken } from '../../platform/auth/tokens.js';
import type { LedgerService } from '../ledger/routes.js';
import { settle, type Settled } from './settle.js';

export type Arrival = {
  processor: Processor;
  params: Record<string, string>;
  secret: string | undefined;
  address: string | null;
};

/** The outcome columns of a settled notification. */
export const outcomeColumns = (settled: Settled, attempts: number) => ({
  status: settled.status,
  error: settled.error,
  siteId: settled.siteId,
  transactionRef: settled.transactionRef,
  attempts,
  processedAt: new Date(),
});

export async function receivePostback(db: Db, ledger: LedgerService, log: FastifyBaseLogger, arrival: Arrival) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(postbacks)
      .values({
        processor: arrival.processor,
        remoteAddress: arrival.address,
        payload: arrival.params,
        secretHash: arrival.secret ? hashToken(arrival.secret) : null,
      })
      .returning();
    const settled = await settle(tx, ledger, row!, log);
    await tx.update(postbacks).set(outcomeColumns(settled, 1)).where(eq(postbacks.id, row!.id));
    return { id: row!.id, ...settled };
  });
}
