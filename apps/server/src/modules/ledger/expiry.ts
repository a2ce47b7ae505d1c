/**
 * Subscriptions whose access has run out without a word from the processor: a cancelled one whose
 * `paid_through` has passed, and a past-due one 14 days after it (the processors' retries are over by then),
 * become `expired` — the machine's `cancelled -> expired` and `past_due -> expired` — once no notification has
 * moved them for a day (the processor's own disabling or retried rebill, late, wins). Run by the housekeeping.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';

export const PAST_DUE_GRACE_DAYS = 14;

export async function expireLapsed(db: Db, now = new Date()) {
  const graceStart = new Date(now.getTime() - PAST_DUE_GRACE_DAYS * 86_400_000);
  const quietSince = new Date(now.getTime() - 86_400_000);
  const lapsed = await db
    .update(subscriptions)
    .set({ status: 'expired', endedAt: sql`${subscriptions.paidThrough}`, updatedAt: now })
    .where(
      sql`${subscriptions.updatedAt} < ${quietSince} and ((${subscriptions.status} = 'cancelled'
        and ${subscriptions.paidThrough} < ${now}) or (${subscriptions.status} = 'past_due'
        and ${subscriptions.paidThrough} < ${graceStart}))`,
    )
    .returning({ id: subscriptions.id });
  return lapsed.length;
}
