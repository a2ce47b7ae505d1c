/** What the site events offer other modules' writes: a member's events detached at their erasure. */
import { ERASED_VISITOR } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { memberEvents } from '../../db/schema/index.js';
import { eventsOf } from './read.js';

/** The member's events (`eventsOf`) kept for the figures but tied to no one; how many. */
export async function detachEvents(tx: Executor, memberId: number, visitorId: string | null) {
  const detached = await tx
    .update(memberEvents)
    .set({ memberId: null, visitorId: ERASED_VISITOR })
    .where(eventsOf(memberId, visitorId))
    .returning({ id: memberEvents.id });
  return detached.length;
}
