/**
 * Subscriptions whose access has run out without a word from the processor become `expired` (the machine's
 * `expire`): a cancelled one, or a one-time purchase, once its `paid_through` has passed; an active or past-due
 * one 14 days after it (a renewal that never came: the processors' retries are over by then) — each once no
 * notification has moved it for a day (the processor's own disabling or late rebill wins). Its state is then of
 * the time access ended (`state_at`, at least `paid_through`): a notification older than that moves it no more.
 * Run by the housekeeping.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';
import { isOneTimePlan } from '../plans/read.js';

export const RENEWAL_GRACE_DAYS = 14;
const DAY = 86_400_000;

export async function expireLapsed(db: Db, now = new Date()) {
  const graceStart = new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY);
  const quietSince = new Date(now.getTime() - DAY);
  const oneTime = isOneTimePlan(subscriptions.planId);
  const lapsed = await db
    .update(subscriptions)
    .set({
      status: 'expired',
      endedAt: sql`${subscriptions.paidThrough}`,
      stateAt: sql`greatest(${subscriptions.stateAt}, ${subscriptions.paidThrough})`,
      updatedAt: now,
    })
    .where(
      sql`${subscriptions.updatedAt} < ${quietSince} and (
        (${subscriptions.paidThrough} < ${now} and (${subscriptions.status} = 'cancelled'
          or (${subscriptions.status} = 'active' and ${oneTime})))
        or (${subscriptions.paidThrough} < ${graceStart} and ${subscriptions.status} in ('active', 'past_due')))`,
    )
    .returning({ id: subscriptions.id });
  return lapsed.length;
}
