/**
 * The two real-time figures, read from the sources themselves through their time indexes (not rollups: a day's
 * cell cannot say "the last 5 minutes"). Members online: distinct visitors (per site) with any event — visit,
 * sign-up, login — in the last 5 minutes, and the members among them (`member_events_occurred_idx`). Revenue of
 * the last hour: the ledger's entries of the last 60 minutes, counted as the rollups count them, per currency
 * (`transactions_occurred_idx`).
 */
import { sql } from 'drizzle-orm';
import { realtimeQuery, realtimeRevenues, realtimeUsers } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { ledgerFacts, MEASURES } from './cells.js';
import { figuresOf, type Sums } from './read.js';
import type { AnalyticsGet } from './route.js';

const USERS_MINUTES = 5;
const REVENUE_MINUTES = 60;
const company = { access: 'view-dashboard', scope: 'company', query: realtimeQuery } as const;

export function realtimeRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/dashboard/real-time-users',
    { ...company, summary: 'Visitors and members online (an event in the last 5 minutes)', response: realtimeUsers },
    async ({ query }) => {
      const site = query.site_id === undefined ? sql`` : sql`and site_id = ${query.site_id}`;
      const [row] = await db.readRows<{ visitors: number; members: number }>(
        sql`select count(distinct (coalesce(site_id, 0), visitor_id))::int as visitors,
            count(distinct member_id)::int as members
          from member_events where occurred_at >= now() - make_interval(mins => ${USERS_MINUTES}) ${site}`,
      );
      return { as_of: new Date().toISOString(), window_minutes: USERS_MINUTES, ...row! };
    },
  );
  get(
    '/dashboard/real-time-revenues',
    { ...company, summary: 'The ledger’s figures of the last hour, per currency', response: realtimeRevenues },
    async ({ query }) => {
      const site = query.site_id === undefined ? sql`` : sql`and t.site_id = ${query.site_id}`;
      const facts = ledgerFacts(
        timeZone,
        sql`t.occurred_at >= now() - make_interval(mins => ${REVENUE_MINUTES}) ${site}`,
      );
      const sums = MEASURES.map((m) => sql`sum(${sql.identifier(m)})::bigint as ${sql.identifier(m)}`);
      const rows = await db.readRows<Sums & { currency: string }>(
        sql`select currency, ${sql.join(sums, sql`, `)} from (${facts}) f group by currency`,
      );
      const {
        visits: _v,
        unique_visitors: _u,
        signups: _s,
        ...figures
      } = figuresOf(new Map(rows.map(({ currency, ...s }) => [currency, s])));
      return { as_of: new Date().toISOString(), window_minutes: REVENUE_MINUTES, figures };
    },
  );
}
