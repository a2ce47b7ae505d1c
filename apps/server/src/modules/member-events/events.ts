/** Storing a call's events once each: a multi-row insert that skips the ids the site already sent. */
import { sql } from 'drizzle-orm';
import type { MemberEventIntake } from '@backlot/contract';
import type { Tx } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { memberEvents } from '../../db/schema/index.js';

/** The visit fields an event carries and a member keeps, as columns (empty text is "none"). */
export function visitColumns(event: MemberEventIntake) {
  return {
    utmSource: event.utm_source || null,
    utmMedium: event.utm_medium || null,
    utmCampaign: event.utm_campaign || null,
    utmTerm: event.utm_term || null,
    utmContent: event.utm_content || null,
    utmId: event.utm_id || null,
    landingPage: event.landing_page || null,
    referrer: event.referrer || null,
    device: event.device ?? null,
    country: event.country ?? null,
  };
}

/** An event as a row of the insert's JSON (snake_case columns). */
function eventRow(event: MemberEventIntake) {
  const visit = visitColumns(event);
  return {
    event_id: event.event_id,
    kind: event.kind,
    visitor_id: event.visitor_id,
    occurred_at: event.occurred_at,
    utm_source: visit.utmSource,
    utm_medium: visit.utmMedium,
    utm_campaign: visit.utmCampaign,
    utm_term: visit.utmTerm,
    utm_content: visit.utmContent,
    utm_id: visit.utmId,
    landing_page: visit.landingPage,
    referrer: visit.referrer,
    device: visit.device,
    country: visit.country,
  };
}

export type StoredEvent = { index: number; rowId: number; event: MemberEventIntake };

/**
 * Inserts the events not stored yet and returns those it stored, with their index in the call. The same id
 * twice in a call is stored once (the first); an id an earlier call stored is skipped by the unique index.
 */
export async function storeNewEvents(tx: Tx, siteId: number, events: MemberEventIntake[]): Promise<StoredEvent[]> {
  const firstIndex = new Map<string, number>();
  events.forEach((event, index) => {
    if (!firstIndex.has(event.event_id)) firstIndex.set(event.event_id, index);
  });
  const firsts = [...firstIndex.values()].map((index) => events[index]!);
  // One JSON parameter rather than 18 per row: PGlite binds thousands of parameters slowly (about 10x).
  const rows = await preparedRows<{ id: number | string; event_id: string }>(
    tx,
    sql`insert into member_events (site_id, event_id, kind, visitor_id, occurred_at, utm_source, utm_medium,
        utm_campaign, utm_term, utm_content, utm_id, landing_page, referrer, device, country)
      select ${siteId}::integer, x.event_id, x.kind, x.visitor_id, x.occurred_at, x.utm_source, x.utm_medium,
        x.utm_campaign, x.utm_term, x.utm_content, x.utm_id, x.landing_page, x.referrer, x.device, x.country
      from jsonb_to_recordset(${JSON.stringify(firsts.map(eventRow))}::jsonb) as x(event_id text, kind text,
        visitor_id text, occurred_at timestamptz, utm_source text, utm_medium text, utm_campaign text, utm_term text,
        utm_content text, utm_id text, landing_page text, referrer text, device text, country text)
      on conflict (site_id, event_id) do nothing
      returning id, event_id`,
  );
  return rows
    .map((row) => {
      const index = firstIndex.get(row.event_id)!;
      return { index, rowId: Number(row.id), event: events[index]! };
    })
    .sort((a, b) => a.index - b.index);
}

/** Links stored events to the members they made or named. */
export async function linkEvents(tx: Tx, links: Array<{ rowId: number; memberId: number }>) {
  if (links.length === 0) return;
  const pairs = sql.join(
    links.map((l) => sql`(${l.rowId}::bigint, ${l.memberId}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${memberEvents} set member_id = l.member_id from (values ${pairs}) as l(row_id, member_id) where ${memberEvents.id} = l.row_id`,
  );
}
