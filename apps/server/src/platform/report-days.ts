/**
 * Calendar days as staff read them: days of the reporting time zone (REPORT_TIMEZONE), the days analytics count
 * in. A list filter, an export or a report that names a day means that zone's day, so a charge at 23:59 in New
 * York is on the same day on every page. The zone is the one the analytics rollups were last built in
 * (`analytics_state`, written at start): the database's, so every server agrees with the analytics pages; UTC
 * until the rollups are first built.
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { analyticsState } from '../db/schema/index.js';

/** The reporting zone, read in the statement (evaluated once per statement). */
const reportZone = sql`coalesce((select ${analyticsState.timeZone} from ${analyticsState} where ${analyticsState.id} = 1), 'UTC')`;

/** The instant `day` (YYYY-MM-DD) starts in the reporting zone, or `after` days later. */
export const dayStarts = (day: string, after = 0) =>
  sql`((${day}::date + ${after}::integer)::timestamp at time zone ${reportZone})`;

/**
 * `column` within the days `from` to `to`, both included, either open. An instant column is compared with the
 * days' bounds in the reporting zone; a calendar-day column (`date`) with the days themselves.
 */
export function withinDays(column: PgColumn | SQL, from?: string, to?: string): SQL | undefined {
  if ('getSQLType' in column && column.getSQLType() === 'date') {
    return and(from ? sql`${column} >= ${from}::date` : undefined, to ? sql`${column} <= ${to}::date` : undefined);
  }
  return and(
    from ? sql`${column} >= ${dayStarts(from)}` : undefined,
    to ? sql`${column} < ${dayStarts(to, 1)}` : undefined,
  );
}
