/** What other modules read of the plans (read views): only this module writes them. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { plans } from '../../db/schema/index.js';

/** The name of the plan whose id `planId` holds, read with each row. */
export const planName = (planId: PgColumn): SQL<string | null> =>
  sql`(select p.name from ${plans} p where p.id = ${qualified(planId)})`;
