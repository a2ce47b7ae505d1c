/**
 * Settling a notification, first time or replayed: authenticate it, read it, apply it. What it becomes —
 * processed, duplicate, failed (with its reason), rejected, or parked (a reversal awaiting its charge:
 * `parked.ts`) — is its row's status.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PostbackStatus, Processor } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import type { postbacks } from '../../db/schema/index.js';
import { loggableError } from '../../platform/db-errors.js';
import {
  AlreadyApplied,
  AwaitingOriginal,
  LedgerFailure,
  type LedgerService,
  type Notification,
} from '../ledger/service.js';
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
  /** A parked reversal's original: the charge's transaction id it awaits (`parked.ts`). */
  originalRef?: string;
};

/** The outcome columns of a settled notification. */
export const outcomeColumns = (settled: Settled, attempts: number) => ({
  status: settled.status,
  error: settled.error,
  siteId: settled.siteId,
  transactionRef: settled.transactionRef,
  originalRef: settled.originalRef ?? null,
  attempts,
  processedAt: new Date(),
});

const PARSERS: Record<Processor, (params: Record<string, string>, received: Date) => Notification> = {
  segpay: parseSegpay,
  epoch: parseEpoch,
};

/** The processor's transaction id a payload names, for the inbox's search even when it cannot be read whole. */
export function referenceOf(processor: Processor, payload: Record<string, string>) {
  return (processor === 'segpay' ? (payload.tranid ?? payload.transguid) : payload.ets_transaction_id) ?? null;
}

/**
 * Whether another notification of the same site and transaction id was processed before this one (another
 * site's transaction ids are its own: `ledger/scope.ts`).
 */
const processedBefore = (ex: Executor, siteId: number, id: number, n: Notification) => async () =>
  (
    await queryRows(
      ex,
      sql`select 1 from postbacks where processor = ${n.processor} and transaction_ref = ${n.ref}
        and site_id = ${siteId} and status = 'processed' and id <> ${id} limit 1`,
    )
  ).length > 0;

/** What a stored notification is before it is applied: rejected, or authentic and read. */
export type Read = { rejected: Settled } | { siteId: number; notification: Notification };
type Raw = Pick<StoredPostback, 'processor' | 'payload' | 'secretHash' | 'remoteAddress' | 'receivedAt'> &
  Partial<Pick<StoredPostback, 'source' | 'siteId'>>;

/** The notification a payload is, or null when it is none. */
export function parsePostback(raw: Raw): Notification | null {
  const read = readPayload(raw.processor as Processor, raw.payload, raw.receivedAt);
  return read.notification ?? null;
}

/** The notification a payload is, or the parser's reason (`code:field`) when it is none. */
export function readPayload(processor: Processor, payload: Record<string, string>, received: Date) {
  try {
    return { notification: PARSERS[processor](payload, received) };
  } catch (error) {
    if (error instanceof NotANotification) return { error: error.message };
    throw error;
  }
}

/**
 * Authenticates a notification and reads it; nothing is written. A row of a processor's report (`source`
 * `report`) is the site's whose credentials pulled the report: it carries no secret.
 */
export async function readPostback(ex: Executor, raw: Raw): Promise<Read> {
  const processor = raw.processor as Processor;
  const rejected = (error: string, siteId: number | null = null): Read => ({
    rejected: { status: 'rejected', error, siteId, transactionRef: referenceOf(processor, raw.payload) },
  });
  const reported = raw.source === 'report' && raw.siteId != null;
  const auth = reported
    ? { siteId: raw.siteId! }
    : await authenticate(ex, processor, raw.secretHash, raw.remoteAddress);
  if ('error' in auth) return rejected(auth.error);
  try {
    return { siteId: auth.siteId, notification: PARSERS[processor](raw.payload, raw.receivedAt) };
  } catch (error) {
    if (error instanceof NotANotification) return rejected(error.message, auth.siteId);
    throw error;
  }
}

/**
 * Applies an authentic notification stored as `postbackId`. `apply`: the ledger's `applyNotification` (a
 * savepoint: a replay, in the kit's transaction) or `applyWithin` (no savepoint: the caller rolls back on a
 * failure or a duplicate, as the intake does — two statements fewer on the common path).
 */
export async function applyRead(
  tx: Executor,
  apply: LedgerService['applyNotification'],
  read: Extract<Read, { notification: Notification }>,
  postbackId: number,
  log: FastifyBaseLogger,
): Promise<Settled> {
  const { notification, siteId } = read;
  const done = { siteId, transactionRef: notification.ref };
  try {
    const appliedBefore = processedBefore(tx, siteId, postbackId, notification);
    const outcome = await apply(tx, notification, { postbackId, siteId, appliedBefore });
    return { ...done, status: outcome.status, error: null };
  } catch (error) {
    if (error instanceof AlreadyApplied) return { ...done, status: 'duplicate', error: null };
    if (error instanceof AwaitingOriginal)
      return { ...done, status: 'parked', error: error.message, originalRef: error.originalRef };
    if (error instanceof LedgerFailure) return { ...done, status: 'failed', error: error.message };
    log.error({ err: loggableError(error), postback: postbackId }, 'postback processing failed');
    return { ...done, status: 'failed', error: 'internal' };
  }
}

/** Settles a stored notification again (a replay): read, then applied in a savepoint. */
export async function settle(tx: Executor, ledger: LedgerService, row: StoredPostback, log: FastifyBaseLogger) {
  const read = await readPostback(tx, row);
  return 'rejected' in read ? read.rejected : applyRead(tx, ledger.applyNotification, read, row.id, log);
}
