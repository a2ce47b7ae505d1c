/**
 * What a member site sends is stored once per its `Idempotency-Key` (`platform/intake.ts`): a key seen before
 * finds what the first request made, also when two arrive at once (the one the unique index refuses finds the
 * other's row). Each intake table has `site_id`, `idempotency_key` and the unique index
 * `<table>_idempotency_key` on the two.
 */
import { and, eq, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { uniqueViolation } from './db-errors.js';

export type IntakeTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn; idempotencyKey: AnyPgColumn };
export type Stored = { id: number; created: boolean };

async function storedBefore(ex: Executor, table: IntakeTable, siteId: number, key: string) {
  const [row] = await ex
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.siteId, siteId), eq(table.idempotencyKey, key)))
    .limit(1);
  return row as { id: number } | undefined;
}

/**
 * Runs `insert` (its checks, then the row's insert, answering the new id) unless `key` was seen from the site:
 * then answers the row it made, not created.
 */
export async function storedOnce(
  ex: Executor,
  intake: { table: IntakeTable; siteId: number; key: string | undefined },
  insert: () => Promise<number>,
): Promise<Stored> {
  const { table, siteId, key } = intake;
  const before = key && (await storedBefore(ex, table, siteId, key));
  if (before) return { id: before.id, created: false };
  try {
    return { id: await insert(), created: true };
  } catch (error) {
    const raced =
      key &&
      uniqueViolation(error) === `${getTableName(table)}_idempotency_key` &&
      (await storedBefore(ex, table, siteId, key));
    if (raced) return { id: raced.id, created: false };
    throw error;
  }
}
