/**
 * One report row against the site's ledger, by the processor's transaction id (the site's: another site's id is
 * never a match — `ledger/scope.ts`): in the ledger with the same amount, currency and processor type, it
 * matches; with others, it differs (nothing booked); a notification of the site that holds it (a status event
 * processed, or one failed or parked) says what became of it; otherwise it is booked through the postback path.
 * Answers the line to keep, or null when the row matches.
 */
import { fromMinorUnits, type Processor } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { reconciliationLines } from '../../db/schema/index.js';
import { entryOfTransaction } from '../ledger/read.js';
import { latestOfTransaction, readPayload, referenceOf, type ReportBookingService } from '../postbacks/service.js';
import { dayIn } from './days.js';

export type Line = Omit<typeof reconciliationLines.$inferInsert, 'id' | 'runId' | 'createdAt'>;
export type Account = { siteId: number; processor: Processor };
export type MatchDeps = { db: Db; booking: ReportBookingService; zone: string };

/** The line of a row, or null when the ledger already has it as the report says. */
export async function matchRow(
  deps: MatchDeps,
  account: Account,
  params: Record<string, string>,
): Promise<Line | null> {
  const read = readPayload(account.processor, params, new Date());
  const today = dayIn(new Date(), deps.zone);
  if ('error' in read) {
    const ref = referenceOf(account.processor, params) ?? `unreadable:${JSON.stringify(params).slice(0, 200)}`;
    return { ...account, day: today, transactionRef: ref, kind: 'not_booked', error: read.error };
  }
  const n = read.notification;
  const base = {
    ...account,
    day: dayIn(n.occurredAt, deps.zone),
    transactionRef: n.ref,
    amount: n.amount === undefined ? null : fromMinorUnits(n.amount, n.currency),
    currency: n.currency,
    processorType: n.processorType,
  };
  const entry = await entryOfTransaction(deps.db, { ...account, ref: n.ref });
  if (entry) {
    const same =
      (n.amount === undefined || n.amount === entry.amount) &&
      n.currency === entry.currency &&
      n.processorType === entry.processorType;
    if (same) return null;
    return {
      ...base,
      kind: 'differs',
      ledgerAmount: fromMinorUnits(entry.amount, entry.currency),
      ledgerCurrency: entry.currency,
      ledgerType: entry.processorType,
      transactionId: entry.id,
      orderId: entry.orderId,
    };
  }
  const held = await latestOfTransaction(deps.db, { ...account, ref: n.ref });
  if (held?.status === 'processed' || held?.status === 'duplicate') return null;
  if (held) return { ...base, kind: 'not_booked', error: held.error ?? held.status, postbackId: held.id };
  const booked = await deps.booking.book({ ...account, params, notification: n });
  if (booked.status !== 'processed')
    return { ...base, kind: 'not_booked', error: booked.error ?? booked.status, postbackId: booked.id };
  const made = await entryOfTransaction(deps.db, { ...account, ref: n.ref });
  return { ...base, kind: 'booked', postbackId: booked.id, transactionId: made?.id ?? null, orderId: made?.orderId };
}
