/** What other modules read of the processors' notifications (read views): those that went wrong. */
import { sql } from 'drizzle-orm';
import { postbacks } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';

/** Notifications that failed or were rejected, as they arrived (`platform/arrivals.ts`; `postbacks_status_idx`). */
export const failedPostbackArrivals: Arrivals = (since) =>
  sql`select ${postbacks.id}::text as id, ${postbacks.receivedAt} as at,
        ${postbacks.processor} || coalesce(': ' || ${postbacks.error}, '') as label
      from ${postbacks} where ${postbacks.status} in ('failed', 'rejected') and ${postbacks.receivedAt} > ${since}`;
