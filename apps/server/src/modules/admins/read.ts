/** What other modules read of the admins (read views): only this module (and sign-in's own) writes them. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { admins } from '../../db/schema/index.js';

/** The username of the admin whose id `adminId` holds, read with each row. */
export const adminUsername = (adminId: PgColumn): SQL<string | null> =>
  sql`(select a.username from ${admins} a where a.id = ${qualified(adminId)})`;

/**
 * The username and name of the admin whose id `adminId` holds, read with each row; `adminId` references an
 * admin (a foreign key), so both are always there.
 */
export const adminNames = (adminId: PgColumn) => ({
  username: sql<string>`(select a.username from ${admins} a where a.id = ${qualified(adminId)})`,
  name: sql<string>`(select a.name from ${admins} a where a.id = ${qualified(adminId)})`,
});
