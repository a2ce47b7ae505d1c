/**
 * The figures of some days, worked out straight from the ledger and the events with SQL of its own (no rollup,
 * nothing of `cells.ts`): what the right-to-the-cent test compares the API's answers with. Filters as the API
 * takes them; a reversal counts in its original charge's site, channel, campaign and plan; a void on its charge's
 * day, which it takes out of the charge figures. A new subscriber is a paid initial charge, or the conversion of a
 * subscription whose ledger holds its trial.
 */
import { type SQL, sql } from 'drizzle-orm';
import { FIGURE_COUNTS, fromMinorUnits } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';

export type OracleFilters = {
  site_id?: number;
  channel_id?: number;
  campaign_id?: number;
  plan_id?: number;
  processor?: string;
};
type Counts = Record<string, number>;
/** A day as the API answers it: its counts, and its money per currency. */
export type OracleDay = Record<string, unknown>;

const eq = (expression: SQL, value: number | string | undefined) =>
  value === undefined ? sql`true` : sql`${expression} = ${value}`;

export async function oracleDays(db: Executor, zone: string, from: string, to: string, f: OracleFilters) {
  const day = (at: SQL) => sql`(${at} at time zone ${zone}::text)::date`;
  const inDays = (at: SQL) => sql`${day(at)} between ${from}::date and ${to}::date`;
  const own = (column: string) =>
    sql`(case when t.original_id is null then t.${sql.identifier(column)} else c.${sql.identifier(column)} end)`;
  const ledger = await queryRows<Counts & { day: string; currency: string }>(
    db,
    sql`with voided as (select original_id, count(*)::int as voids, sum(amount)::int as void_amount
        from transactions where type = 'void' group by original_id)
      select ${day(sql`t.occurred_at`)}::text as day, t.currency,
        count(*) filter (where v.voids is null and (t.type = 'initial' or t.type = 'conversion' and exists (
          select 1 from transactions f where f.subscription_id = t.subscription_id and f.type = 'trial')))::int
          as new_subscribers,
        count(*) filter (where t.type = 'trial' and v.voids is null)::int as trials,
        count(*) filter (where t.type = 'conversion' and v.voids is null)::int as trial_conversions,
        count(*) filter (where t.type = 'rebill' and v.voids is null)::int as rebills,
        count(*) filter (where t.type = 'one_time' and v.voids is null)::int as one_time_sales,
        count(*) filter (where t.type = 'coins' and v.voids is null)::int as coin_sales,
        count(*) filter (where t.type = 'decline')::int as declines,
        count(o.id) filter (where v.voids is null)::int as charges,
        coalesce(sum(o.amount - coalesce(v.void_amount, 0)), 0)::int as gross,
        coalesce(sum(o.transaction_fee + o.settlement_fee) filter (where v.voids is null), 0)::int as fees,
        count(*) filter (where t.type = 'refund')::int as refunds,
        coalesce(sum(t.amount) filter (where t.type = 'refund'), 0)::int as refund_amount,
        count(*) filter (where t.type = 'chargeback')::int as chargebacks,
        coalesce(sum(t.amount) filter (where t.type = 'chargeback'), 0)::int as chargeback_amount,
        coalesce(sum(v.voids), 0)::int as voids,
        coalesce(sum(v.void_amount), 0)::int as void_amount
      from transactions t left join transactions c on c.id = t.original_id
        left join orders o on o.transaction_id = t.id left join voided v on v.original_id = t.id
      where ${inDays(sql`t.occurred_at`)} and t.type <> 'void' and ${eq(own('site_id'), f.site_id)}
        and ${eq(own('channel_id'), f.channel_id)} and ${eq(own('campaign_id'), f.campaign_id)}
        and ${eq(own('plan_id'), f.plan_id)} and ${eq(sql`t.processor`, f.processor)}
      group by 1, 2 order by 1, 2`,
  );
  // Visits, sign-ups and visitors have no plan or processor: a filter on either leaves none.
  const audience = f.plan_id === undefined && f.processor === undefined;
  const visits = sql`select e.*, ${day(sql`e.occurred_at`)} as day, ch.id as channel_id, cp.id as campaign_id
    from member_events e left join channels ch on lower(ch.utm_source) = lower(e.utm_source)
    left join campaigns cp on cp.channel_id = ch.id and lower(cp.utm_campaign) = lower(e.utm_campaign)
    where e.kind = 'visit'`;
  const seen = (v: string) =>
    sql`${eq(sql.raw(`${v}.site_id`), f.site_id)} and ${eq(sql.raw(`${v}.channel_id`), f.channel_id)}
      and ${eq(sql.raw(`${v}.campaign_id`), f.campaign_id)} and ${sql.raw(v)}.day between ${from}::date and ${to}::date`;
  const events = audience
    ? await queryRows<Counts & { day: string }>(
        db,
        sql`select day::text, sum(visits)::int as visits, sum(unique_visitors)::int as unique_visitors,
            sum(signups)::int as signups from (
          select v.day, 1 as visits, 0 as unique_visitors, 0 as signups from (${visits}) v where ${seen('v')}
          union all select u.day, 0, 1, 0 from (select distinct on (site_id, visitor_id, day) * from (${visits}) x
            order by site_id, visitor_id, day, occurred_at, id) u where ${seen('u')}
          union all select s.day, 0, 0, 1 from (select ${day(sql`e.occurred_at`)} as day, m.site_id, m.channel_id,
            m.campaign_id from member_events e join members m on m.id = e.member_id where e.kind = 'signup') s
            where ${seen('s')}
        ) a group by 1`,
      )
    : [];
  return { ledger, events };
}

/** The oracle's rows as the API's days: every day of the period, counts added, money per currency. */
export function asDays(days: string[], { ledger, events }: Awaited<ReturnType<typeof oracleDays>>): OracleDay[] {
  return days.map((day) => {
    const counts: Counts = Object.fromEntries(FIGURE_COUNTS.map((c) => [c, 0]));
    const money: Array<Record<string, string>> = [];
    for (const e of events.filter((e) => e.day === day))
      for (const c of ['visits', 'unique_visitors', 'signups']) counts[c]! += e[c]!;
    for (const l of ledger.filter((l) => l.day === day)) {
      for (const c of FIGURE_COUNTS) counts[c]! += l[c] ?? 0;
      const text = (minor: number) => fromMinorUnits(minor, l.currency);
      money.push({
        currency: l.currency,
        gross: text(l.gross!),
        fees: text(l.fees!),
        refund_amount: text(l.refund_amount!),
        chargeback_amount: text(l.chargeback_amount!),
        void_amount: text(l.void_amount!),
        net: text(l.gross! - l.fees! - l.refund_amount! - l.chargeback_amount!),
      });
    }
    return { day, ...counts, money };
  });
}
