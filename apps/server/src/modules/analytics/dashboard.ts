/**
 * The dashboard (`view-dashboard`, company-wide): today against yesterday and the same weekday a week ago (with
 * each day's trial conversion rate), the period's totals, the revenue and member trends, the top channels and
 * plans, and devices.
 */
import { and, ne, sql } from 'drizzle-orm';
import {
  analyticsFilterQuery,
  analyticsQuery,
  breakdown,
  dailySeries,
  dashboardSummary,
  type Figures,
  figuresTotals,
  topQuery,
} from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { analyticsDaily } from '../../db/schema/index.js';
import { breakdownAnswer, cellsFor, seriesOf, totalsOf } from './figures.js';
import { addDays, periodsOf, todayIn } from './period.js';
import { readRows, zeroFigures } from './read.js';
import type { AnalyticsGet } from './route.js';
import { trialConversionRate } from './trial-conversion.js';

const company = { access: 'view-dashboard', scope: 'company' } as const;
/** Top lists: most new subscribers first, then most charges, sign-ups, visits. */
const byNewSubscribers = (f: Figures) => [f.new_subscribers, f.charges, f.signups, f.visits];

export function dashboardRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/dashboard',
    {
      ...company,
      summary: 'Today against yesterday and the same day last week',
      query: analyticsFilterQuery,
      response: dashboardSummary,
    },
    async (call) => {
      const today = todayIn(timeZone);
      const days = { today, yesterday: addDays(today, -1), last_week: addDays(today, -7) };
      const where = and(
        cellsFor({ from: days.last_week, to: today }, call),
        sql`${analyticsDaily.day} in ${Object.values(days)}`,
      )!;
      const found = new Map((await readRows(db, where, ['day'])).map((row) => [row.day, row.figures]));
      const of = (day: string) => {
        const figures = found.get(day) ?? zeroFigures();
        return { day, figures, trial_conversion_rate: trialConversionRate(figures) };
      };
      return { today: of(days.today), yesterday: of(days.yesterday), last_week: of(days.last_week) };
    },
  );
  get(
    '/dashboard/revenueGather',
    {
      ...company,
      summary: 'The period’s figures, and the previous period’s',
      query: analyticsQuery,
      response: figuresTotals,
    },
    (call) => totalsOf(db, periodsOf(call.query, timeZone), call),
  );
  for (const [path, summary] of [
    ['/dashboard/revenueTrend', 'Revenue day by day'],
    ['/dashboard/memberTrend', 'Visits, sign-ups and subscribers day by day'],
  ] as const) {
    get(path, { ...company, summary, query: analyticsQuery, response: dailySeries }, (call) =>
      seriesOf(db, periodsOf(call.query, timeZone), call),
    );
  }
  get(
    '/dashboard/channelList',
    { ...company, summary: 'The channels that brought the most subscribers', query: topQuery, response: breakdown },
    (call) =>
      breakdownAnswer(db, periodsOf(call.query, timeZone), call, ['channel'], {
        order: byNewSubscribers,
        limit: call.query.limit ?? 10,
      }),
  );
  get(
    '/dashboard/planList',
    { ...company, summary: 'The plans sold the most', query: topQuery, response: breakdown },
    (call) =>
      breakdownAnswer(
        db,
        periodsOf(call.query, timeZone),
        { ...call, reach: and(call.reach, ne(analyticsDaily.planId, 0))! },
        ['plan'],
        {
          order: (f) => [f.charges, f.new_subscribers, f.trials],
          limit: call.query.limit ?? 10,
        },
      ),
  );
  get(
    '/dashboard/devices',
    { ...company, summary: 'Figures per device', query: analyticsQuery, response: breakdown },
    (call) =>
      breakdownAnswer(db, periodsOf(call.query, timeZone), call, ['device'], {
        order: (f) => [f.visits, f.signups, f.new_subscribers],
      }),
  );
}
