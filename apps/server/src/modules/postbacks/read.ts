/** What other modules read of the processors' notifications (read views): those that went wrong. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { postbacks } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';
import type { SiteRef } from '../ledger/service.js';

/** Notifications that failed or were rejected, as they arrived (`platform/arrivals.ts`; `postbacks_status_idx`). */
export const failedPostbackArrivals: Arrivals = (since) =>
  sql`select ${postbacks.id}::text as id, ${postbacks.receivedAt} as at,
        ${postbacks.processor} || coalesce(': ' || ${postbacks.error}, '') as label
      from ${postbacks} where ${postbacks.status} in ('failed', 'rejected') and ${postbacks.receivedAt} > ${since}`;

export type AccountCount = { site_id: number | null; processor: string; count: number };

/** Per account (site and processor), the notifications that failed or were rejected since `since`. */
export function failuresSince(ex: Executor, since: Date): Promise<AccountCount[]> {
  return queryRows(
    ex,
    sql`select ${postbacks.siteId} as site_id, ${postbacks.processor} as processor, count(*)::int as count
        from ${postbacks}
        where ${postbacks.status} in ('failed', 'rejected') and ${postbacks.receivedAt} > ${since}
        group by 1, 2`,
  );
}

export type AccountPace = { site_id: number; processor: string; count: number; first_at: Date; last_at: Date };

/** Per account with a site, its notifications of the last `days` days: how many, the first and the last. */
export function paceOf(ex: Executor, days: number): Promise<AccountPace[]> {
  return queryRows(
    ex,
    sql`select ${postbacks.siteId} as site_id, ${postbacks.processor} as processor, count(*)::int as count,
          min(${postbacks.receivedAt}) as first_at, max(${postbacks.receivedAt}) as last_at
        from ${postbacks}
        where ${postbacks.siteId} is not null and ${postbacks.receivedAt} > now() - make_interval(days => ${days})
        group by 1, 2`,
  );
}

/** The site's latest notification of a transaction id (`ledger/scope.ts`): its id, status and error. */
export async function latestOfTransaction(ex: Executor, { siteId, processor, ref }: SiteRef) {
  const [held] = await ex
    .select({ id: postbacks.id, status: postbacks.status, error: postbacks.error })
    .from(postbacks)
    .where(and(eq(postbacks.processor, processor), eq(postbacks.transactionRef, ref), eq(postbacks.siteId, siteId)))
    .orderBy(desc(postbacks.id))
    .limit(1);
  return held;
}
