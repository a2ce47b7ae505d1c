/**
 * `GET /analytics/channel/periodStatistic`: each channel's figures of the period and what its partner is owed —
 * net x the channel's `profit_sharing` percent, per currency, rounded to the minor unit (half away from zero).
 * A negative net owes a negative share: it is carried against later periods, not dropped.
 */
import { analyticsQuery, fromMinorUnits, periodStatistics } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { profitSharingOf } from '../channels/read.js';
import { breakdownOf as rowsOf, rowAnswer } from './figures.js';
import { periodsOf } from './period.js';
import { grossOf } from './read.js';
import type { AnalyticsGet } from './route.js';

/** Minor units of `net` x `percent` (a two-decimal text: basis points), rounded half away from zero. */
export function shareOf(net: number, percent: string) {
  const basisPoints = Math.round(Number(percent) * 100);
  const share = Math.round((Math.abs(net) * basisPoints) / 10_000);
  return net < 0 ? -share : share;
}

export function channelStatisticRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/channel/periodStatistic',
    {
      access: 'view-daily-channel',
      scope: 'channels',
      summary: 'Each channel’s figures of the period and its partner’s profit share',
      query: analyticsQuery,
      response: periodStatistics,
    },
    async (call) => {
      const periods = periodsOf(call.query, timeZone);
      const rows = await rowsOf(db, periods, call, ['channel']);
      const ids = rows.flatMap(({ row }) => (row.channel_id ? [row.channel_id] : []));
      const shares = await profitSharingOf(db, ids);
      const data = rows.map(({ row, previous }) => {
        const percent = row.channel_id ? (shares.get(row.channel_id) ?? null) : null;
        const profit_share = [...row.sums]
          .filter(([currency]) => currency && percent !== null)
          .map(([currency, s]) => {
            const net = grossOf(s) - s.fees - s.refund_amount - s.chargeback_amount;
            return { currency, amount: fromMinorUnits(shareOf(net, percent!), currency) };
          });
        return { ...rowAnswer(row), previous_figures: previous, profit_sharing: percent, profit_share };
      });
      return { ...periods, data };
    },
  );
}
