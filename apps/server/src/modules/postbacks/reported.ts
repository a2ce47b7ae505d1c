/**
 * A row of a processor's daily transaction report whose postback never arrived (`modules/reconciliation`),
 * booked through the postback path: stored as a notification of the site whose credentials pulled the report
 * (`source` `report`, no secret), read by the processor's postback parser, applied by the same code as an
 * arriving notification, in one transaction with the parked reversals awaiting it — or, when it is not applied
 * (failed, parked, a duplicate), that transaction rolled back and the notification stored with its outcome,
 * replayable by staff as any other. Its transaction id already applied for the site is a duplicate: never a
 * second booking.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Processor } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { postbacks } from '../../db/schema/index.js';
import type { LedgerService, Notification } from '../ledger/service.js';
import { applyAwaiting } from './parked.js';
import { applyRead, outcomeColumns, type Settled } from './settle.js';

export type ReportedRow = {
  siteId: number;
  processor: Processor;
  /** The row as the processor's postback would carry it (`simulator-postbacks.ts` shows both shapes). */
  params: Record<string, string>;
  notification: Notification;
};

class NotApplied extends Error {
  constructor(readonly settled: Settled) {
    super(settled.status);
  }
}

/** Books a report row through the postback path; answers the stored notification's id and outcome. */
export async function bookReported(db: Db, ledger: LedgerService, log: FastifyBaseLogger, row: ReportedRow) {
  const { siteId, processor, notification } = row;
  const store = async (ex: Executor, settled: Settled) => {
    const [stored] = await ex
      .insert(postbacks)
      .values({
        processor,
        source: 'report',
        payload: row.params,
        receivedAt: new Date(),
        ...outcomeColumns(settled, 1),
      })
      .returning({ id: postbacks.id });
    return { id: stored!.id, ...settled };
  };
  const processed: Settled = { status: 'processed', error: null, siteId, transactionRef: notification.ref };
  try {
    return await db.transaction(async (tx) => {
      const { id } = await store(tx, processed);
      const settled = await applyRead(tx, ledger.applyWithin, { siteId, notification }, id, log);
      if (settled.status !== 'processed') throw new NotApplied(settled);
      await applyAwaiting(tx, ledger, { siteId, processor, ref: notification.ref }, log);
      return { id, ...settled };
    });
  } catch (error) {
    if (!(error instanceof NotApplied)) throw error;
    return store(db, error.settled);
  }
}
