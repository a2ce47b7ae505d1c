/** One call of the events intake: all of it in one transaction, answered once committed. */
import type { Language, MemberEventBatch, MemberEventReceipt } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { Rollups } from '../analytics/service.js';
import { linkEvents, storeNewEvents } from './events.js';
import { createSignupMembers, recordLogins } from './members.js';

export async function receiveEvents(
  db: Db,
  siteId: number,
  { events }: MemberEventBatch,
  lang: Language,
  rollups: Rollups,
): Promise<MemberEventReceipt> {
  return db.transaction(async (tx) => {
    const stored = await storeNewEvents(tx, siteId, events);
    // Sign-ups first: a login later in the same call finds the member it made.
    const signups = await createSignupMembers(tx, siteId, stored, lang);
    const logins = await recordLogins(tx, stored, lang);
    await linkEvents(tx, [...signups.links, ...logins.links]);
    await rollups.eventBatch(
      tx,
      stored.map((s) => s.rowId),
    );
    return {
      accepted: stored.length,
      duplicates: events.length - stored.length,
      rejected: [...signups.rejected, ...logins.rejected].sort((a, b) => a.index - b.index),
    };
  });
}
