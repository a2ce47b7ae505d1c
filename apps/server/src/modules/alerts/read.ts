/** What other modules read of the alerts (read views): the alerts as they opened, for the bell. */
import { sql } from 'drizzle-orm';
import { alerts } from '../../db/schema/index.js';
import type { Arrivals } from '../../platform/arrivals.js';
import { siteName } from '../sites/read.js';

/**
 * Alerts, as they opened (`platform/arrivals.ts`); the label is `rule|site|processor` (the web words the rule in
 * the reader's language).
 */
export const alertArrivals: Arrivals = (since) =>
  sql`select ${alerts.id}::text as id, ${alerts.openedAt} as at,
        ${alerts.rule} || '|' || coalesce(${siteName(alerts.siteId)}, '') || '|' || ${alerts.processor} as label
      from ${alerts} where ${alerts.openedAt} > ${since}`;
