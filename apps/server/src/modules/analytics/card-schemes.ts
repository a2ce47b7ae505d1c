/**
 * Card-scheme monitoring ratios (`view-refund-statistics`, company-wide; definitions in the contract's
 * `card-schemes.ts`): per month, site and processor, the month's chargebacks over the previous month's
 * transactions, with the level each programme (Visa VAMP, Mastercard ECP) has reached. Read from the daily
 * rollups (days of the reporting zone, so months are too): charges and chargebacks per site and processor.
 */
import { sql } from 'drizzle-orm';
import {
  cardSchemeAnswer,
  type CardSchemeRow,
  ECP_THRESHOLDS,
  monthRangeQuery,
  type Processor,
  schemeLevel,
  VAMP_THRESHOLDS,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { addMonths, type MonthRange, monthRangeOf, monthsIn } from './months.js';
import { percent } from './read.js';
import type { AnalyticsGet } from './route.js';

type MonthSums = {
  month: string;
  site_id: number;
  site_name: string | null;
  processor: Processor;
  merchant_id: string | null;
  transactions: number;
  chargebacks: number;
};

/** Each site and processor's charges and chargebacks per month, from the month before the range to its end. */
export function monthSums(db: Db, range: MonthRange) {
  const first = `${addMonths(range.from, -1)}-01`;
  const after = `${addMonths(range.to, 1)}-01`;
  return db.readRows<MonthSums>(sql`
    select m.month, m.site_id, s.name as site_name, m.processor, pc.merchant_id, m.transactions, m.chargebacks
    from (
      select to_char(day, 'YYYY-MM') as month, site_id, processor,
        sum(charges)::int as transactions, sum(chargebacks)::int as chargebacks
      from analytics_daily
      where day >= ${first}::date and day < ${after}::date and site_id <> 0 and processor <> ''
      group by 1, 2, 3
    ) m
    left join sites s on s.id = m.site_id
    left join processor_configs pc on pc.site_id = m.site_id and pc.processor = m.processor`);
}

/** A row per month of the range and account that had a transaction or chargeback that month or the one before. */
export function cardSchemeRows(range: MonthRange, sums: MonthSums[]): CardSchemeRow[] {
  const key = (s: Pick<MonthSums, 'site_id' | 'processor'>, month: string) => `${s.site_id}:${s.processor}:${month}`;
  const byKey = new Map(sums.map((s) => [key(s, s.month), s]));
  const accounts = [...new Map(sums.map((s) => [key(s, ''), s])).values()].sort(
    (a, b) => a.site_id - b.site_id || a.processor.localeCompare(b.processor),
  );
  return monthsIn(range)
    .reverse()
    .flatMap((month) =>
      accounts.flatMap((account) => {
        const now = byKey.get(key(account, month));
        const before = byKey.get(key(account, addMonths(month, -1)));
        if (!now && !before) return [];
        const previous = before?.transactions ?? 0;
        const chargebacks = now?.chargebacks ?? 0;
        return [
          {
            month,
            site_id: account.site_id,
            site_name: account.site_name,
            processor: account.processor,
            merchant_id: account.merchant_id,
            previous_transactions: previous,
            transactions: now?.transactions ?? 0,
            chargebacks,
            ratio: percent(chargebacks, previous),
            vamp_level: schemeLevel(VAMP_THRESHOLDS, chargebacks, previous),
            ecp_level: schemeLevel(ECP_THRESHOLDS, chargebacks, previous),
          },
        ];
      }),
    );
}

export function cardSchemeRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/revenue/cardSchemes',
    {
      access: 'view-refund-statistics',
      scope: 'company',
      summary: 'Card-scheme monitoring ratios (Visa VAMP, Mastercard ECP) per month, site and processor',
      query: monthRangeQuery,
      response: cardSchemeAnswer,
    },
    async (call) => {
      const range = monthRangeOf(call.query, timeZone);
      return { months: { from: range.from, to: range.to }, data: cardSchemeRows(range, await monthSums(db, range)) };
    },
  );
}
