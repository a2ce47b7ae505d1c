/**
 * Members' revenue, a batch of members at a time (keyset on their id): per member and currency, the count of
 * successful charges not voided, their sum less what voids cancelled, those orders' fees (a voided charge has
 * none), what refunds and chargebacks took back, and apart what voids cancelled of the period's charges (a void
 * counts with its charge, as the analytics count it: no refund).
 */
import { fromMinorUnits } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { memberRevenueSums } from '../ledger/read.js';
import { membersAfter } from '../users/read.js';

export type RevenueQuery = { channel_id?: number; paid_from?: string; paid_to?: string };

const BATCH = 500;

/** One member's row for one currency, with amounts as decimal strings. */
function rowOf(r: {
  member_id: number;
  username: string;
  email: string;
  currency: string;
  orders: number;
  gross: string;
  fees: string;
  refunds: string;
  chargebacks: string;
  voids: string;
}) {
  const [gross, fees, refunds, chargebacks] = [r.gross, r.fees, r.refunds, r.chargebacks].map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const money = (minor: number) => fromMinorUnits(minor, r.currency);
  return {
    ...r,
    gross: money(gross),
    fees: money(fees),
    refunds: money(refunds),
    chargebacks: money(chargebacks),
    voids: money(Number(r.voids)),
    net: money(gross - fees - refunds - chargebacks),
  };
}

export async function* revenueBatches(db: Db, query: RevenueQuery) {
  for (let last = 0; ;) {
    const batch = await membersAfter(db, last, BATCH, query.channel_id);
    if (batch.length === 0) return;
    const ids = batch.map((m) => m.id);
    const sums = await memberRevenueSums(db, ids, query.paid_from, query.paid_to);
    const byId = new Map(batch.map((m) => [m.id, m]));
    yield sums.map((s) => {
      const member = byId.get(s.member_id!)!;
      return rowOf({ ...s, member_id: member.id, username: member.username, email: member.email });
    });
    if (batch.length < BATCH) return;
    last = batch.at(-1)!.id;
  }
}
