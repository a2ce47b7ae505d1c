/**
 * Unique visitors: a visitor counts once per site and reporting day, in the cell of their first visit that day
 * (earliest `occurred_at`, then the earliest stored). A batch's visits may come before ones already counted
 * (sites send late): then the count moves from the old first visit's cell to the new one's.
 *
 * Race-safe on PostgreSQL: new visitor-days are inserted first (a concurrent batch inserting the same one waits,
 * then sees it), then the existing ones are locked in key order before they are compared and moved.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { visitRows } from './cells.js';

export type CellMove = {
  day: string;
  site_id: number;
  channel_id: number;
  campaign_id: number;
  device: string;
  delta: 1 | -1;
};
type VisitorDay = Omit<CellMove, 'delta'> & { visitor_id: string };

const COLUMNS = sql`site_id, visitor_id, day, first_at, event_row_id, channel_id, campaign_id, device`;

/** Each visitor-day's earliest visit among `visits` (rows of `visitRows`), in key order. */
export const firstVisits = (visits: SQL) =>
  sql`select distinct on (site_id, visitor_id, day) site_id, visitor_id, day, first_at, row_id as event_row_id,
      channel_id, campaign_id, device
    from (${visits}) x order by site_id, visitor_id, day, first_at, row_id`;

const cellOf = (row: VisitorDay, delta: 1 | -1): CellMove => ({
  day: String(row.day),
  site_id: row.site_id,
  channel_id: row.channel_id,
  campaign_id: row.campaign_id,
  device: row.device,
  delta,
});

/** Records the first visits of the batch's visitor-days; answers how their unique counts move between cells. */
export async function firstVisitMoves(tx: Executor, timeZone: string, inBatch: SQL): Promise<CellMove[]> {
  const candidates = firstVisits(visitRows(timeZone, inBatch));
  const inserted = await preparedRows<VisitorDay>(
    tx,
    sql`insert into analytics_visitor_days (${COLUMNS}) ${candidates}
      on conflict do nothing returning site_id, visitor_id, day::text as day, channel_id, campaign_id, device`,
  );
  const moves = inserted.map((row) => cellOf(row, 1));
  // Lock the batch's visitor-days in key order (two batches never wait on each other in a circle) and keep the
  // earlier first visit; those just inserted hold the candidate itself, which is not earlier than itself.
  const earlier = await preparedRows<
    VisitorDay & { old_channel_id: number; old_campaign_id: number; old_device: string }
  >(
    tx,
    sql`with c as (${candidates}),
      old as (select v.* from analytics_visitor_days v join c using (site_id, visitor_id, day)
        order by v.site_id, v.visitor_id, v.day for update of v)
      update analytics_visitor_days v set first_at = c.first_at, event_row_id = c.event_row_id,
        channel_id = c.channel_id, campaign_id = c.campaign_id, device = c.device
      from c join old using (site_id, visitor_id, day)
      where v.site_id = c.site_id and v.visitor_id = c.visitor_id and v.day = c.day
        and (c.first_at, c.event_row_id) < (old.first_at, old.event_row_id)
      returning v.site_id, v.visitor_id, v.day::text as day, v.channel_id, v.campaign_id, v.device,
        old.channel_id as old_channel_id, old.campaign_id as old_campaign_id, old.device as old_device`,
  );
  for (const row of earlier) {
    moves.push(
      cellOf({ ...row, channel_id: row.old_channel_id, campaign_id: row.old_campaign_id, device: row.old_device }, -1),
    );
    moves.push(cellOf(row, 1));
  }
  return moves;
}
