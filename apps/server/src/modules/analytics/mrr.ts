/**
 * MRR as Stripe's billing analytics define it (`view-daily-revenue`, company-wide), per currency, month by
 * month: the MRR of the paying subscriptions (`paid-spans.ts`) at the month's start and end, and the movements
 * between the two, member by member and currency — new (never paid before the month), reactivation (paid
 * before, not at the start), expansion and contraction (paying at both, more or less), churned (paying at the
 * start, not at the end). Opening + new + reactivation + expansion − contraction − churned = MRR, exactly. One
 * set-based statement over the ledger: the spans of the charges that can reach the range (by
 * `transactions_occurred_idx`: from the first month's start less the longest plan period and the retries),
 * "paid before" by `transactions_member_idx`.
 */
import { sql } from 'drizzle-orm';
import { fromMinorUnits, type MrrMonth, mrrAnswer, monthRangeQuery } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import { RENEWAL_GRACE_DAYS } from '../ledger/read.js';
import { type MonthRange, monthBounds, monthRangeOf, monthsIn, monthStart } from './months.js';
import { paidSpans } from './paid-spans.js';
import { percent } from './read.js';
import type { AnalyticsGet } from './route.js';

type Measure = 'opening' | 'closing' | 'new' | 'reactivation' | 'expansion' | 'contraction' | 'churned';
type Sums = Record<Measure, string> & { opening_n: number; closing_n: number; churned_n: number };
type Found = Sums & { month: string; currency: string };

const LONGEST_PLAN = sql`coalesce((select max(greatest(
    make_interval(months => coalesce(p.recurring_count, 1) * case p.recurring_unit when 'year' then 12 else 1 end),
    make_interval(months => coalesce(p.initial_count, 0) * case p.initial_unit when 'year' then 12 else 1 end)))
  from plans p where p.type = 'subscription'), interval '1 month')`;

async function readMrr(db: Db, range: MonthRange, timeZone: string) {
  const since = sql`${monthStart(range.from, timeZone)} - ${LONGEST_PLAN} - ${`${RENEWAL_GRACE_DAYS} days`}::interval`;
  const paidBefore = sql`exists (select 1 from transactions t join plans p on p.id = t.plan_id
    where t.member_id = l.member_id and t.currency = l.currency and t.occurred_at < l.starts
      and t.type in ('initial', 'conversion', 'rebill') and t.amount > 0 and p.type = 'subscription')`;
  return db.readRows<Found>(sql`
    with l as (
      select b.month, b.starts, s.member_id, s.currency,
        coalesce(sum(s.mrr) filter (where s.starts < b.starts and s.ends >= b.starts), 0) as opening,
        coalesce(sum(s.mrr) filter (where s.starts < b.ends and s.ends >= b.ends), 0) as closing
      from ${monthBounds(range, timeZone)} b
      join ${paidSpans(sql`t.occurred_at >= ${since}`)} s on s.starts < b.ends and s.ends >= b.starts
      group by 1, 2, 3, 4
    ), m as (
      select l.*, case when l.opening = 0 and l.closing > 0 then ${paidBefore} else false end as came_back from l
    )
    select month, currency,
      sum(opening)::text as opening, sum(closing)::text as closing,
      coalesce(sum(closing) filter (where opening = 0 and not came_back), 0)::text as new,
      coalesce(sum(closing) filter (where opening = 0 and came_back), 0)::text as reactivation,
      coalesce(sum(closing - opening) filter (where opening > 0 and closing > opening), 0)::text as expansion,
      coalesce(sum(opening - closing) filter (where closing > 0 and closing < opening), 0)::text as contraction,
      coalesce(sum(opening) filter (where closing = 0), 0)::text as churned,
      (count(*) filter (where opening > 0))::int as opening_n, (count(*) filter (where closing > 0))::int as closing_n,
      (count(*) filter (where opening > 0 and closing = 0))::int as churned_n
    from m group by 1, 2 order by 2, 1`);
}

/** A month's answer in one currency; a month without any paying member is zeros. */
function monthOf(month: string, currency: string, s?: Sums): MrrMonth {
  const minor = (m: Measure) => Number(s?.[m] ?? 0);
  const money = (m: Measure) => fromMinorUnits(minor(m), currency);
  return {
    month,
    opening_mrr: money('opening'),
    mrr: money('closing'),
    new_mrr: money('new'),
    expansion_mrr: money('expansion'),
    contraction_mrr: money('contraction'),
    churned_mrr: money('churned'),
    reactivation_mrr: money('reactivation'),
    opening_subscribers: s?.opening_n ?? 0,
    subscribers: s?.closing_n ?? 0,
    churned_subscribers: s?.churned_n ?? 0,
    subscriber_churn_rate: percent(s?.churned_n ?? 0, s?.opening_n ?? 0),
    revenue_churn_rate: percent(minor('churned'), minor('opening')),
  };
}

export function mrrRoutes(get: AnalyticsGet, db: Db, timeZone: string) {
  get(
    '/analytics/revenue/mrr',
    {
      access: 'view-daily-revenue',
      scope: 'company',
      summary: 'MRR per currency at each month’s end, its movements and churn rates (Stripe’s definitions)',
      query: monthRangeQuery,
      response: mrrAnswer,
    },
    async (call) => {
      const range = monthRangeOf(call.query, timeZone);
      const found = await readMrr(db, range, timeZone);
      const currencies = [...new Set(found.map((row) => row.currency))].sort();
      const byKey = new Map(found.map((row) => [`${row.currency}:${row.month}`, row]));
      const data = currencies.map((currency) => ({
        currency,
        months: monthsIn(range).map((month) => monthOf(month, currency, byKey.get(`${currency}:${month}`))),
      }));
      return { months: { from: range.from, to: range.to }, as_of: new Date().toISOString(), data };
    },
  );
}
