/**
 * Rate limits' counts, shared by every server of the database (`platform/rate-limit-store.ts`): one row per
 * limited route and caller (an address, or a site key's hash), counting calls until `resets_at`. Unlogged: a
 * crash of the database forgets the counts, which costs at most one window's allowance, and writes skip the WAL.
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

export const rateCounts = pgTable('rate_counts', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetsAt: instant().notNull(),
});
