/** What other modules read of the site events (read views): a member's, for their privacy export. */
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberEvents } from '../../db/schema/index.js';
import { wireColumns } from '../../platform/wire.js';

/**
 * The member's events: those recorded with their id, and the visits their visitor id made before sign-up
 * (no member yet). Another member's events on the same browser are theirs, not this member's.
 */
export function eventsOf(memberId: number, visitorId: string | null): SQL {
  const own = eq(memberEvents.memberId, memberId);
  return visitorId ? or(own, and(isNull(memberEvents.memberId), eq(memberEvents.visitorId, visitorId)))! : own;
}

/** The member's events under their wire names, in the order they happened. */
export function memberEventsOf(ex: Executor, memberId: number, visitorId: string | null) {
  return ex
    .select(wireColumns(memberEvents))
    .from(memberEvents)
    .where(eventsOf(memberId, visitorId))
    .orderBy(asc(memberEvents.occurredAt), asc(memberEvents.id));
}
