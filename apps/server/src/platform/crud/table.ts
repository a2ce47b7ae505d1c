/** The table of a declared resource: any table with an `id` column (each part of the kit reads it by that). */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

export type CrudTable = PgTable & { id: PgColumn };
