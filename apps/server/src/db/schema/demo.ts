/** The demo data of a first start: when its posting started and finished (`modules/demo-data`). */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

export const demoState = pgTable(
  'demo_state',
  {
    id: integer().primaryKey().default(1),
    startedAt: instant().notNull(),
    finishedAt: instant(),
  },
  (t) => [check('demo_state_one_row', sql`${t.id} = 1`)],
);
