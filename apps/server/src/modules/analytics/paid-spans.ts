/**
 * When members paid for a subscription, from the ledger (the truth of the past: a subscription row holds only
 * its current state — a reactivation clears its end, a conversion leaves no date). One span per paid recurring
 * charge: an `initial`, `conversion` or `rebill` entry of a `subscription` plan, amount > 0 (trials, one-time
 * passes and coins are not recurring revenue). A span runs from the charge
 * - until the period it bought ends (the plan's initial period for an initial charge, its recurring one after;
 *   added in UTC, as the ledger extends `paid_through`), or until the subscription's next charge when that came
 *   first or within the processors' 14 days of retries (a past-due subscription that paid again never left);
 * - cut short by the first refund, chargeback or void of that subscription at or after the charge (any of them
 *   ends the subscription at once).
 * Its `mrr` is the charge normalised to a month (minor units, rounded half away from zero): amount / (count x
 * months per unit: month 1, year 12, week 7 / 30.4375, day 1 / 30.4375). Set-based: a window over each
 * subscription's charges, the reversal found by `transactions_subscription_idx`. The ledger keeps no period:
 * it is the plan's as it is now (a plan's periods are not edited once sold).
 */
import { type SQL, sql } from 'drizzle-orm';
import { RENEWAL_GRACE_DAYS } from '../ledger/read.js';

const monthsOf = (count: SQL, unit: SQL) =>
  sql`(${count} * case ${unit} when 'year' then 12 when 'month' then 1 when 'week' then 7 / 30.4375
    else 1 / 30.4375 end)`;
const intervalOf = (count: SQL, unit: SQL) =>
  sql`case ${unit} when 'year' then make_interval(years => ${count}) when 'month' then make_interval(months => ${count})
    when 'week' then make_interval(weeks => ${count}) else make_interval(days => ${count}) end`;

/**
 * Spans `(member_id, subscription_id, currency, starts, ends, mrr)` of the paid recurring charges `where`
 * selects (a condition on the ledger entry `t`, e.g. its member or its time).
 */
export function paidSpans(where: SQL): SQL {
  const initial = sql`t.type = 'initial' and p.initial_count is not null and p.initial_unit is not null`;
  const count = sql`case when ${initial} then p.initial_count else coalesce(p.recurring_count, 1) end`;
  const unit = sql`case when ${initial} then p.initial_unit else coalesce(p.recurring_unit, 'month') end`;
  return sql`(select c.member_id, c.subscription_id, c.currency, c.starts, c.mrr,
      least(
        case when c.next_at is not null and c.next_at <= c.covered + ${`${RENEWAL_GRACE_DAYS} days`}::interval
          then c.next_at else c.covered end,
        coalesce((select min(r.occurred_at) from transactions r where r.subscription_id = c.subscription_id
          and r.occurred_at >= c.starts and r.type in ('refund', 'chargeback', 'void')), 'infinity')
      ) as ends
    from (
      select t.member_id, t.subscription_id, t.currency, t.occurred_at as starts,
        ((t.occurred_at at time zone 'UTC') + ${intervalOf(count, unit)}) at time zone 'UTC' as covered,
        lead(t.occurred_at) over (partition by t.subscription_id order by t.occurred_at, t.id) as next_at,
        round(t.amount::numeric / ${monthsOf(count, unit)})::bigint as mrr
      from transactions t join plans p on p.id = t.plan_id
      where t.type in ('initial', 'conversion', 'rebill') and t.amount > 0 and p.type = 'subscription'
        and t.subscription_id is not null and t.member_id is not null and ${where}
    ) c)`;
}
