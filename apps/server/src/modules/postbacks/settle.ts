/**
 * Settling a stored notification, first time or replayed: authenticate it, read it, apply it. What it
 * becomes — processed, duplicate, failed (with its reason) or rejected — is written back to its row by the
 * caller, in the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PostbackStatus, Processor } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import type { postbacks } from '../../db/schema/index.js';
import { loggableError } from '../../platform/db-errors.js';
import { LedgerFailure, type Notification } from '../ledger/notification.js';
import type { LedgerService } from '../ledger/routes.js';
import { authenticate } from './authenticate.js';
import { parseEpoch } from './epoch.js';
import { NotANotification } from './parse.js';
import { parseSegpay } from './segpay.js';

export type StoredPostback = typeof postbacks.$inferSelect;
export type Settled = {
  status: Exclude<PostbackStatus, 'received'>;
  error: string | null;
  siteId: number | null;
  transactionRef: string | null;
};

const PARSERS: Record<Processor, (params: Record<string, string>, received: Date) => Notification> = {
  segpay: parseSegpay,
  epoch: parseEpoch,
};

/** The processor's transaction id a payload names, for the inbox's search even when it cannot be read whole. */
export function referenceOf(processor: Processor, payload: Record<string, string>) {
  return (processor === 'segpay' ? (payload.tranid ?? payload.transguid) : payload.ets_transaction_id) ?? null;
}

/** Whether another notification of the same transaction id was processed before this one. */
const processedBefore = (ex: Executor, row: StoredPostback, ref: string) => async () =>
  (
    await queryRows(
      ex,
      sql`select 1 from postbacks where processor = ${row.processor} and transaction_ref = ${ref}
        and status = 'processed' and id <> ${row.id} limit 1`,
    )
  ).length > 0;

export async function settle(
  tx: Executor,
  ledger: LedgerService,
  row: StoredPostback,
  log: FastifyBaseLogger,
): Promise<Settled> {
  const processor = row.processor as Processor;
  const rejected = (error: string, transactionRef = referenceOf(processor, row.payload)): Settled => ({
    status: 'rejected',
    error,
    siteId: null,
    transactionRef,
  });
  const auth = await authenticate(tx, processor, row.secretHash, row.remoteAddress);
  if ('error' in auth) return rejected(auth.error);
  let notification: Notification;
  try {
    notification = PARSERS[processor](row.payload, row.receivedAt);
  } catch (error) {
    if (error instanceof NotANotification) return { ...rejected(error.message), siteId: auth.siteId };
    throw error;
  }
  const done = { siteId: auth.siteId, transactionRef: notification.ref };
  try {
    const source = {
      postbackId: row.id,
      siteId: auth.siteId,
      appliedBefore: processedBefore(tx, row, notification.ref),
    };
    const outcome = await ledger.applyNotification(tx, notification, source);
    return { ...done, status: outcome.status, error: null };
  } catch (error) {
    if (error instanceof LedgerFailure) return { ...done, status: 'failed', error: error.message };
    log.error({ err: loggableError(error), postback: row.id }, 'postback processing failed');
    return { ...done, status: 'failed', error: 'internal' };
  }
}
