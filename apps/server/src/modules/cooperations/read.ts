/** What other modules read of the cooperation requests (read views): the new ones, for the unread counts. */
import { sql } from 'drizzle-orm';
import { cooperations } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';

/** New cooperation requests, as they arrived (`platform/arrivals.ts`). */
export const cooperationArrivals: Arrivals = (since) =>
  sql`select ${cooperations.id}::text as id, ${cooperations.createdAt} as at, ${cooperations.subject} as label
      from ${cooperations} where ${cooperations.createdAt} > ${since}`;
