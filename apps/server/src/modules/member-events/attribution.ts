/**
 * Attribution of sign-ups (the rule is in the contract's member-events.ts): for each sign-up, the last visit
 * of its visitor on its site within the 30 days up to it whose utm_source names a channel, and the visitor's
 * first visit in that window. One query for a whole call, walking member_events_visitor_idx per sign-up;
 * the call's own visits are already inserted, so they count.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';

export type Attribution = {
  channel_id: number | null;
  campaign_id: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  utm_id: string | null;
  landing_page: string | null;
  referrer: string | null;
  device: string | null;
  country: string | null;
  /** The visitor's first visit in the window (any visit, direct or not), or null. */
  first_visit_at: Date | string | null;
};

export const ATTRIBUTION_DAYS = 30;

/** The attribution of each sign-up, keyed by the position given; a sign-up without a channel visit has channel_id null. */
export async function attributeSignups(
  db: Executor,
  siteId: number,
  signups: Array<{ key: number; visitorId: string; at: Date }>,
): Promise<Map<number, Attribution>> {
  if (signups.length === 0) return new Map();
  const list = sql.join(
    signups.map((s) => sql`(${s.key}::integer, ${s.visitorId}::text, ${s.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  // The site is a filter, never an index condition: a site new since the last ANALYZE looks empty to the planner,
  // which then walked every event of the site (`member_events_event_key`) for each sign-up, more with every batch.
  const window = sql`e.site_id is not distinct from ${siteId} and e.visitor_id = s.visitor_id and e.kind = 'visit'
    and e.occurred_at >= s.at - make_interval(days => ${ATTRIBUTION_DAYS}) and e.occurred_at <= s.at`;
  const rows = await queryRows<Attribution & { key: number }>(
    db,
    sql`select s.key, v.channel_id, v.campaign_id, v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term,
        v.utm_content, v.utm_id, v.landing_page, v.referrer, v.device, v.country, f.first_visit_at
      from (values ${list}) as s(key, visitor_id, at)
      left join lateral (
        select c.id as channel_id, cp.id as campaign_id, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term,
          e.utm_content, e.utm_id, e.landing_page, e.referrer, e.device, e.country
        from member_events e
        join channels c on lower(c.utm_source) = lower(e.utm_source)
        left join campaigns cp on cp.channel_id = c.id and lower(cp.utm_campaign) = lower(e.utm_campaign)
        where ${window}
        order by e.occurred_at desc, e.id desc
        limit 1
      ) v on true
      left join lateral (select min(e.occurred_at) as first_visit_at from member_events e where ${window}) f on true`,
  );
  return new Map(rows.map(({ key, ...attribution }) => [Number(key), attribution]));
}
