/**
 * What other modules use of the postback path: booking a processor's report row whose postback was lost
 * (`reported.ts`), with the ledger as notifications apply it (confirming the staff action it answers).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { LedgerService } from '../ledger/service.js';
import type { ProcessorActionsService } from '../processor-actions/service.js';
import { confirmingLedger } from './confirming.js';
import { bookReported, type ReportedRow } from './reported.js';

export { readPayload, referenceOf } from './settle.js';
export { latestOfTransaction } from './read.js';
export type { ReportedRow } from './reported.js';

export function reportBookingService(
  db: Db,
  ledger: LedgerService,
  actions: ProcessorActionsService,
  log: FastifyBaseLogger,
) {
  const confirming = confirmingLedger(ledger, actions);
  return { book: (row: ReportedRow) => bookReported(db, confirming, log, row) };
}
export type ReportBookingService = ReturnType<typeof reportBookingService>;
