/**
 * The demo's Segpay statements: the last three full months (UTC) of the demo site's Segpay account in US
 * dollars, as Segpay reports them — every approved sale, credit (refund) and chargeback the simulator notified,
 * with Segpay's fee on each sale and the 5 % rolling reserve held, the reserve of six months before released —
 * imported through the statement import, as staff would upload the file. The latest month also lists a
 * chargeback whose notification never reached the back-office, so its reconciliation shows a statement that
 * disagrees with the books: one line the ledger lacks, and the totals apart by its amount.
 */
import { fromMinorUnits, toMinorUnits } from '@backlot/contract';
import type { Db } from '../db/client.js';
import { FEE_SCHEDULE, feesOf } from '../modules/ledger/fees.js';
import { importStatement } from '../modules/payout-reports/import.js';
import type { Step } from './commerce-simulation.js';

const DAY = 86_400_000;
const CURRENCY = 'USD';
const RESERVE_MONTHS = 6;
const LINE_WORDS: Record<string, string> = { sale: 'sale', credit: 'credit', charge: 'chargeback' };

type Line = { tranid: string; type: string; amount: number; fee: number; at: number };

/** First day of the month `back` months before the one of `now`, UTC. */
const monthStart = (now: number, back: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1);
};
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The lines Segpay would list: its approved notifications in dollars that moved money. */
function segpayLines(steps: Step[]): Line[] {
  return steps.flatMap((step) => {
    if (step.path !== 'postbacks/segpay') return [];
    const { trantype, approved, price, tranid, currencycode } = step.params;
    const type = LINE_WORDS[trantype ?? ''];
    if (!type || approved === 'No' || !price || !tranid || currencycode !== CURRENCY) return [];
    const amount = toMinorUnits(price, CURRENCY)!;
    const fee = type === 'sale' ? feesOf('segpay', amount).transactionFee : 0;
    return [{ tranid, type, amount, fee, at: step.at }];
  });
}

const reserveOf = (lines: Line[]) =>
  lines.reduce(
    (sum, l) => sum + (l.type === 'sale' ? Math.round((l.amount * FEE_SCHEDULE.segpay.reserve) / 10_000) : 0),
    0,
  );

const within = (lines: Line[], from: number, to: number) => lines.filter((l) => l.at >= from && l.at < to);

const csvOf = (lines: Line[]) =>
  [
    'transaction_id,type,amount,fee,date',
    ...lines.map((l) =>
      [
        l.tranid,
        l.type,
        fromMinorUnits(l.amount, CURRENCY),
        fromMinorUnits(l.fee, CURRENCY),
        new Date(l.at).toISOString(),
      ].join(','),
    ),
  ].join('\n');

export async function importDemoStatements(db: Db, steps: Step[], siteId: number, now: number) {
  const lines = segpayLines(steps);
  for (const back of [3, 2, 1]) {
    const [from, to] = [monthStart(now, back), monthStart(now, back - 1)];
    const month = within(lines, from, to);
    if (!month.length) continue;
    if (back === 1) {
      // Segpay charged back a sale whose notification never came: listed here, absent from the ledger.
      const sale = month.find((l) => l.type === 'sale')!;
      month.push({ ...sale, tranid: `${sale.tranid}-CB`, type: 'chargeback', fee: 0, at: to - DAY });
    }
    const released = reserveOf(
      within(lines, monthStart(now, back + RESERVE_MONTHS), monthStart(now, back + RESERVE_MONTHS - 1)),
    );
    await importStatement(
      db,
      {
        processor: 'segpay',
        site_id: siteId,
        period_start: day(from),
        period_end: day(to - DAY),
        currency: CURRENCY,
        reserve_held: fromMinorUnits(reserveOf(month), CURRENCY),
        reserve_released: fromMinorUnits(released, CURRENCY),
        paid_at: to + 10 * DAY < now ? new Date(to + 10 * DAY).toISOString() : null,
        note: 'Wire transfer, Segpay monthly statement',
        csv: csvOf(month),
      },
      { actorId: null, actorUsername: null, ip: null },
    );
  }
}
