/**
 * The content calendar's reading of one kind (`modules/calendar`): each module owning a kind says, in its
 * read.ts, where its items are and which columns are their name, site, start and end (`CalendarSource`); this
 * reads the items whose start or end falls within some days of the reporting zone, with their state.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type CalendarItem, type CalendarKind, MAX_CALENDAR_ITEMS } from '@backlot/contract';
import { type Executor, queryRows } from '../db/client.js';
import { cellColumns } from './crud/export-cells.js';

export type CalendarSource = {
  kind: CalendarKind;
  table: PgTable;
  id: PgColumn;
  name: PgColumn | SQL;
  nameCn: PgColumn | SQL;
  site?: SQL;
  /** When it goes live; null for a window open from the past. */
  start: PgColumn;
  /** When its window ends; none for what stays once live (videos, posts). */
  end?: PgColumn;
  /** Which rows are on the calendar at all (a video scheduled or published, not a draft). */
  where?: SQL;
  /** Switched off whatever its window (a deal not active). */
  off?: PgColumn | SQL;
};

/** The days `from` .. `to` (both included) of the reporting zone `zone`, as instants. */
export type CalendarDays = { from: string; to: string; zone: string };

const inDays = (column: PgColumn, days: CalendarDays) =>
  sql`(${column} >= (${days.from}::date)::timestamp at time zone ${days.zone}
    and ${column} < (${days.to}::date + 1)::timestamp at time zone ${days.zone})`;

/** The items of one kind starting or ending within `days`, at most MAX_CALENDAR_ITEMS + 1 (one more says "truncated"). */
export async function calendarItems(ex: Executor, source: CalendarSource, days: CalendarDays) {
  const { start, end } = source;
  const ends = end ?? sql`null::timestamptz`;
  const state = sql`case when ${source.off ?? sql`false`} then 'off' when ${start} > now() then 'scheduled'
    when ${ends} <= now() then 'ended' else 'live' end`;
  const cells = cellColumns({ starts_at: start, ends_at: end ?? sql`null::timestamptz` });
  const when = end ? sql`(${inDays(start, days)} or ${inDays(end, days)})` : inDays(start, days);
  return queryRows<CalendarItem>(
    ex,
    sql`select ${source.kind} as kind, ${source.id} as id, ${source.name} as name, ${source.nameCn} as name_cn,
      ${source.site ?? sql`null`} as site_name, ${cells.starts_at} as starts_at, ${cells.ends_at} as ends_at,
      ${state} as state
    from ${source.table}
    where ${source.where ?? sql`true`} and ${when}
    order by coalesce(${start}, ${ends}), ${source.id}
    limit ${MAX_CALENDAR_ITEMS + 1}`,
  );
}
