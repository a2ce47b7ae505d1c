/**
 * The readiness probe's one row: `GET /api/health` writes it, so a database that answers but cannot write (a
 * full disk, a read-only replica after a failover) is reported, not just one that cannot be reached.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

export const healthProbe = pgTable(
  'health_probe',
  {
    id: integer().primaryKey().default(1),
    checkedAt: instant().notNull().defaultNow(),
  },
  (t) => [check('health_probe_one_row', sql`${t.id} = 1`)],
);
