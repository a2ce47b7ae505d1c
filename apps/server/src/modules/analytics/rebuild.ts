/**
 * The rollups recomputed from the ledger and the events: one transaction, set-based statements (no loop over
 * rows), so it scales with the database rather than with round trips. Run by `npm run rollups:rebuild` and at
 * start when the rollups were built in another time zone, by older definitions, or never (a database from before
 * them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsState } from '../../db/schema/index.js';
import {
  keyColumns,
  ledgerFacts,
  measureColumns,
  perCell,
  signupFacts,
  together,
  uniqueVisitorFacts,
  visitFacts,
  visitRows,
} from './cells.js';
import { firstVisits } from './visitor-days.js';

const everything = sql`true`;

/**
 * The version of what the rollups count (`cells.ts`): raised whenever a definition changes, so that a start
 * finding figures of an older version rebuilds them. 1: voids apart, out of gross; 2: the reserve is no fee;
 * 3: a trial's conversion is a new subscriber, paid initial charges counted apart; 4: Segpay's "Conversion" of a
 * membership that began paid is a rebill.
 */
export const ROLLUP_DEFINITIONS = 4;

/** Every visitor-day's first visit, from the events. */
export const rebuiltVisitorDays = (timeZone: string) => firstVisits(visitRows(timeZone, everything));

/** Every cell, from the ledger and the events (not from the visitor-days kept incrementally). */
export const rebuiltDaily = (timeZone: string) =>
  perCell(
    together(
      ledgerFacts(timeZone, everything),
      visitFacts(timeZone, everything),
      signupFacts(timeZone, everything),
      uniqueVisitorFacts(sql`(${rebuiltVisitorDays(timeZone)})`),
    ),
  );

/**
 * At start, in the database's reporting zone (`report-zone.ts`): with the upkeep on, the rollups rebuilt when
 * stale (answers whether they were); with it off, marked stale, so that the next start with it on rebuilds them.
 */
export async function rollupsAtStart(db: Db, timeZone: string, upkeep: boolean): Promise<boolean> {
  if (upkeep) return rebuildRollups(db, timeZone, true);
  await db.update(analyticsState).set({ definitions: 0 });
  return false;
}

/**
 * Rebuilds the rollups in `timeZone`; `onlyIfStale`: unless they were built in it already. Writers of the
 * ledger and the events wait for it (their upserts come after it and add to the rebuilt figures); readers of
 * the rollups wait too (the tables are emptied by truncation). Answers whether it rebuilt.
 */
export async function rebuildRollups(db: Db, timeZone: string, onlyIfStale = false): Promise<boolean> {
  const rebuilt = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table analytics_state, analytics_daily, analytics_visitor_days in exclusive mode`);
    const [state] = await tx.select().from(analyticsState);
    if (onlyIfStale && state?.timeZone === timeZone && state.definitions === ROLLUP_DEFINITIONS) return false;
    await tx.execute(sql`truncate analytics_daily, analytics_visitor_days`);
    await tx.execute(
      sql`insert into analytics_visitor_days (site_id, visitor_id, day, first_at, event_row_id, channel_id,
        campaign_id, device) ${rebuiltVisitorDays(timeZone)}`,
    );
    await tx.execute(sql`insert into analytics_daily (${keyColumns}, ${measureColumns}) ${rebuiltDaily(timeZone)}`);
    await tx
      .insert(analyticsState)
      .values({ id: 1, timeZone, definitions: ROLLUP_DEFINITIONS })
      .onConflictDoUpdate({
        target: analyticsState.id,
        set: { timeZone, definitions: ROLLUP_DEFINITIONS, rebuiltAt: new Date() },
      });
    return true;
  });
  // Written anew: vacuumed and analyzed at once, so that the analytics pages are planned on the new figures and
  // autovacuum does not work through millions of new rows later, while the server is busy.
  if (rebuilt) await db.execute(sql`vacuum analyze analytics_daily, analytics_visitor_days`);
  return rebuilt;
}
