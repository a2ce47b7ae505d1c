/**
 * Channel figures (`view-daily-channel`; a partner sees their channels only): for every channel, or — under
 * `/analytics/channel/{id}/` — for one channel, campaign by campaign. Today's records, the daily records, the
 * line and pie charts, and the period's statistics with the partner's profit share.
 */
import {
  type AnalyticsFilters,
  analyticsFilterQuery,
  analyticsQuery,
  breakdown,
  channelAnalyticsQuery,
  channelFilterQuery,
  channelRecordsQuery,
  dailyBreakdown,
  type RecordsQuery,
  recordsQuery,
  type Figures,
  revenueLines,
  todayRecords,
  userLines,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { breakdownAnswer, cellsFor, keyOfRow, rowAnswer } from './figures.js';
import { addDays, daysOf, periodsOf, todayIn } from './period.js';
import { type Breakdown, moneyOf, readRows, type Row, type RowKey, zeroFigures, zeroSums } from './read.js';
import type { AnalyticsGet, Call } from './route.js';

/** Every channel, or one channel's campaigns. */
const breakdownFor = (call: Call<unknown>): Breakdown[] =>
  call.channelId === undefined ? ['channel'] : ['channel', 'campaign'];
const identity = ({ channel_id, channel_name, campaign_id, campaign_name }: RowKey) => ({
  channel_id,
  channel_name,
  campaign_id,
  campaign_name,
});
/** Rows grouped by their identity without the day, in order of first appearance. */
function byIdentity(rows: Row[]) {
  const groups = new Map<string, { key: RowKey; days: Map<string, Row> }>();
  for (const row of rows) {
    const id = keyOfRow({ ...row, day: undefined });
    const group = groups.get(id) ?? { key: identity(row), days: new Map() };
    group.days.set(row.day!, row);
    groups.set(id, group);
  }
  return [...groups.values()];
}

export function channelRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  const daily = async (call: Call<AnalyticsFilters>, period: { from: string; to: string }) =>
    readRows(db, cellsFor(period, call), ['day', ...breakdownFor(call)]);

  for (const perChannel of [false, true]) {
    const base = perChannel ? '/analytics/channel/:id' : '/analytics/channel';
    const one = perChannel ? ' of one channel, per campaign' : ', per channel';
    const spec = { access: 'view-daily-channel', scope: 'channels', perChannel } as const;
    const query = perChannel ? channelAnalyticsQuery : analyticsQuery;

    get(
      `${base}/todayRecord`,
      {
        ...spec,
        summary: `Today’s and yesterday’s figures${one}`,
        query: perChannel ? channelFilterQuery : analyticsFilterQuery,
        response: todayRecords,
      },
      async (call) => {
        const today = todayIn(timeZone);
        const yesterday = addDays(today, -1);
        const data = byIdentity(await daily(call, { from: yesterday, to: today })).map(({ key, days }) => ({
          ...key,
          ...(days.get(today)?.figures ?? zeroFigures()),
          yesterday: days.get(yesterday)?.figures ?? zeroFigures(),
        }));
        return { today, data };
      },
    );
    get(
      `${base}/records`,
      {
        ...spec,
        summary: `Figures day by day${one} (a page of them with page and per_page)`,
        query: perChannel ? channelRecordsQuery : recordsQuery,
        response: dailyBreakdown,
      },
      async (call: Call<RecordsQuery>) => {
        const periods = periodsOf(call.query, timeZone);
        const rows = await daily(call, periods.period);
        const { page = 1, per_page: perPage } = call.query;
        const shown = perPage ? rows.slice((page - 1) * perPage, page * perPage) : rows;
        return {
          ...periods,
          data: shown.map((row) => ({ ...rowAnswer(row), day: row.day! })),
          meta: perPage
            ? {
                page,
                per_page: perPage,
                total: rows.length,
                total_is_estimate: false,
                has_next: page * perPage < rows.length,
              }
            : undefined,
        };
      },
    );
    get(
      `${base}/userLineChart`,
      { ...spec, summary: `Visits, sign-ups and new subscribers by day${one}`, query, response: userLines },
      async (call) => {
        const periods = periodsOf(call.query, timeZone);
        const days = daysOf(periods.period);
        const series = byIdentity(await daily(call, periods.period)).map(({ key, days: found }) => {
          const line = (pick: (f: Figures) => number) =>
            days.map((day) => pick(found.get(day)?.figures ?? zeroFigures()));
          return {
            ...key,
            visits: line((f) => f.visits),
            signups: line((f) => f.signups),
            new_subscribers: line((f) => f.new_subscribers),
          };
        });
        return { ...periods, days, series };
      },
    );
    get(
      `${base}/revenueLineChart`,
      { ...spec, summary: `Revenue and net by day and currency${one}`, query, response: revenueLines },
      async (call) => {
        const periods = periodsOf(call.query, timeZone);
        const days = daysOf(periods.period);
        const series = byIdentity(await daily(call, periods.period)).flatMap(({ key, days: found }) => {
          const currencies = [
            ...new Set([...found.values()].flatMap((row) => row.figures.money.map((m) => m.currency))),
          ].sort();
          return currencies.map((currency) => {
            const line = (pick: 'gross' | 'net') =>
              days.map((day) => {
                return moneyOf(currency, found.get(day)?.sums.get(currency) ?? zeroSums())[pick];
              });
            return { ...key, currency, gross: line('gross'), net: line('net') };
          });
        });
        return { ...periods, days, series };
      },
    );
    for (const [chart, order] of [
      ['userPieChart', (f: Figures) => [f.new_subscribers, f.signups, f.visits]],
      ['revenuePieChart', (f: Figures) => [f.charges, f.new_subscribers]],
    ] as const) {
      get(
        `${base}/${chart}`,
        { ...spec, summary: `The period’s figures${one}, for a pie chart`, query, response: breakdown },
        (call) => breakdownAnswer(db, periodsOf(call.query, timeZone), call, breakdownFor(call), { order }),
      );
    }
  }
}
