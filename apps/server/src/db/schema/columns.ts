/** Column helpers every table uses, so ids and timestamps look the same everywhere. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });
export const timestamps = () => ({
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant().notNull().defaultNow(),
});

/** A check that `column` holds one of the contract's `values` (the one list of them). */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
