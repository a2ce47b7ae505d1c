/**
 * Refund statistics (`view-refund-statistics`, company-wide): per processor and currency, the charges, refunds,
 * chargebacks and (apart, no refunds) voids of the period with their rates — refund rate = refunds / approved
 * (successful, not voided) charges,
 * by count and by amount (DOMAIN); chargeback rate = chargebacks / successful charges of the same days, by count
 * and by amount (the
 * card schemes' monitoring ratios, which divide by the previous month's transactions, are left to a later
 * report) — and the refunds, chargebacks and voids day by day.
 */
import { analyticsQuery, refundStatistics } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { cellsFor } from './figures.js';
import { daysOf, periodsOf } from './period.js';
import { grossOf, moneyOf, percent, readRows, zeroFigures } from './read.js';
import type { AnalyticsGet } from './route.js';

export function refundRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/revenue/refundStatistics',
    {
      access: 'view-refund-statistics',
      scope: 'company',
      summary: 'Refunds and chargebacks per processor and currency, with their rates, and day by day',
      query: analyticsQuery,
      response: refundStatistics,
    },
    async (call) => {
      const periods = periodsOf(call.query, timeZone);
      const where = cellsFor(periods.period, call);
      const data = (await readRows(db, where, ['processor'])).flatMap((row) =>
        [...row.sums]
          .filter(([currency]) => currency)
          .map(([currency, s]) => {
            const money = moneyOf(currency, s);
            return {
              processor: row.processor ?? '',
              currency,
              charges: s.charges,
              gross: money.gross,
              refunds: s.refunds,
              refund_amount: money.refund_amount,
              chargebacks: s.chargebacks,
              chargeback_amount: money.chargeback_amount,
              voids: s.voids,
              void_amount: money.void_amount,
              refund_rate: percent(s.refunds, s.charges),
              refund_amount_rate: percent(s.refund_amount, grossOf(s)),
              chargeback_rate: percent(s.chargebacks, s.charges),
              chargeback_amount_rate: percent(s.chargeback_amount, grossOf(s)),
            };
          }),
      );
      const byDay = new Map((await readRows(db, where, ['day'])).map((row) => [row.day, row.figures]));
      const days = daysOf(periods.period).map((day) => {
        const f = byDay.get(day) ?? zeroFigures();
        return { day, refunds: f.refunds, chargebacks: f.chargebacks, voids: f.voids, money: f.money };
      });
      return { ...periods, data, days };
    },
  );
}
