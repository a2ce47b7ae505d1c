/**
 * The reporting time zone, stored once in the database (`analytics_state`) so that every server counts days
 * alike. The first start of a database stores REPORT_TIMEZONE (UTC when unset); every later start takes the
 * stored zone, and refuses to start when REPORT_TIMEZONE names another: a rolling restart with a new zone would
 * otherwise count some of a day's figures in one zone and some in the other. The zone changes through one
 * command, run with every server stopped, which rebuilds the rollups in it (`rebuild-command.ts`).
 */
import { analyticsState } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';

export const REZONE_COMMAND = 'npm run rollups:rebuild -w apps/server -- --time-zone';

/** A server whose REPORT_TIMEZONE disagrees with its database's reporting zone: refused at start. */
export class ReportZoneMismatch extends Error {
  constructor(configured: string, stored: string) {
    super(
      `REPORT_TIMEZONE is ${configured}, but this database reports in ${stored}, and every server must agree. ` +
        `Unset REPORT_TIMEZONE (the database's zone then applies), or change the database's zone, with every ` +
        `server stopped: ${REZONE_COMMAND} ${configured}`,
    );
  }
}

/** The database's reporting zone, stored from `configured` on its first start; refuses a disagreeing one. */
export async function reportZoneAtStart(db: Db, configured: string | undefined): Promise<string> {
  // Rollups never built (definitions 0): the start's rebuild builds them in this zone.
  await db
    .insert(analyticsState)
    .values({ id: 1, timeZone: configured ?? 'UTC', definitions: 0 })
    .onConflictDoNothing();
  const [state] = await db.select({ timeZone: analyticsState.timeZone }).from(analyticsState);
  if (configured !== undefined && configured !== state!.timeZone)
    throw new ReportZoneMismatch(configured, state!.timeZone);
  return state!.timeZone;
}
