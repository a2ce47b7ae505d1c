/** Column helpers every table uses, so ids and timestamps look the same everywhere. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });
export const timestamps = () => ({
  createdAt: instant().notNull().defaultNow(),
  updatedAt: instant().notNull().defaultNow(),
});
