/**
 * Cohort retention: members by the month they joined (their sign-up, `members.created_at`, in the reporting
 * time zone), each cohort's size, its members who ever held a subscription (a trial included: the
 * subscriptions table, by `subscriptions_member_idx`), and how many were paying k = 1..12 months after they
 * joined, each at their own date (`paid-spans.ts`: the ledger, as MRR counts). Two calls, as the daily pages:
 * every member (`view-daily-data`, company-wide, direct members included), and the members channels brought
 * (`view-daily-channel`: one channel, or every channel in reach — a partner's own). One set-based statement:
 * the cohort by `members_created_idx` (or `members_channel_created_idx` for a channel), their charges by
 * `transactions_member_idx`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type CohortQuery, cohortQuery, cohortRetention, monthRangeQuery, RETENTION_MONTHS } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { membersJoined } from '../users/read.js';
import { addMonths, type MonthRange, monthRangeOf, monthsIn, monthStart } from './months.js';
import { paidSpans } from './paid-spans.js';
import { percent } from './read.js';
import type { AnalyticsGet, Call } from './route.js';

/** The members a call reads: a condition on the members' columns, given their table. */
type Scope = (table: PgTable) => SQL;

type Found = { month: string; cohort_size: number; ever_subscribed: number; retained: Record<string, number> | string };

async function readCohorts(db: Db, range: MonthRange, timeZone: string, scope: Scope) {
  const anniversary = sql`((c.joined at time zone ${timeZone}::text) + make_interval(months => k.k)) at time zone ${timeZone}::text`;
  return db.readRows<Found>(sql`
    with c as (
      ${membersJoined(monthStart(range.from, timeZone), monthStart(addMonths(range.to, 1), timeZone), timeZone, scope)}
    ), r as (
      select c.month, k.k, count(distinct c.id)::int as n
      from c cross join generate_series(1, ${RETENTION_MONTHS}) k(k)
      join ${paidSpans(sql`t.member_id in (select id from c)`)} s
        on s.member_id = c.id and s.starts < ${anniversary} and s.ends >= ${anniversary}
      group by 1, 2
    )
    select c.month, count(*)::int as cohort_size,
      (count(*) filter (where exists (select 1 from subscriptions x join plans p on p.id = x.plan_id
        where x.member_id = c.id and p.type = 'subscription')))::int as ever_subscribed,
      coalesce((select json_object_agg(r.k, r.n) from r where r.month = c.month), '{}') as retained
    from c group by c.month order by c.month`);
}

/** Every month of the range, with its cohort (an empty one is zeros); a k not yet reached by all: null. */
async function cohortsAnswer(db: Db, query: CohortQuery, timeZone: string, scope: Scope) {
  const range = monthRangeOf(query, timeZone);
  const found = new Map((await readCohorts(db, range, timeZone, scope)).map((row) => [row.month, row]));
  const data = monthsIn(range).map((month) => {
    const row = found.get(month);
    const size = row?.cohort_size ?? 0;
    const counts = (typeof row?.retained === 'string' ? JSON.parse(row.retained) : (row?.retained ?? {})) as Record<
      string,
      number
    >;
    const retained = Array.from({ length: RETENTION_MONTHS }, (_, i) =>
      addMonths(month, i + 2) <= range.current ? (counts[String(i + 1)] ?? 0) : null,
    );
    return {
      month,
      cohort_size: size,
      ever_subscribed: row?.ever_subscribed ?? 0,
      retained,
      retention: retained.map((n) => (n === null ? null : percent(n, size))),
    };
  });
  return { months: { from: range.from, to: range.to }, as_of: new Date().toISOString(), data };
}

export function cohortRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/retention/cohorts',
    {
      access: 'view-daily-data',
      scope: 'company',
      summary: 'Cohort retention of every member: by join month, paying 1 to 12 months later',
      query: monthRangeQuery,
      response: cohortRetention,
    },
    (call) => cohortsAnswer(db, call.query, timeZone, () => sql`true`),
  );
  get(
    '/analytics/channel/retention/cohorts',
    {
      access: 'view-daily-channel',
      scope: 'channels',
      summary: 'Cohort retention of the members one channel (or every channel in reach) brought',
      query: cohortQuery,
      response: cohortRetention,
    },
    (call: Call<CohortQuery>) => {
      const channel = call.query.channel_id;
      const brought = (table: PgTable) =>
        channel === undefined ? sql`${table}.channel_id is not null` : sql`${table}.channel_id = ${channel}`;
      return cohortsAnswer(
        db,
        call.query,
        timeZone,
        (table) => sql`${brought(table)} and ${call.reachOf(table, 'channel_id')}`,
      );
    },
  );
}
