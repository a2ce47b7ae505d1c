/** What other modules read of the sites (read views): only this module writes them. */
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified.js';
import { sites } from '../../db/schema/index.js';

/** The name of the site whose id `siteId` holds, read with each row. */
export const siteName = (siteId: PgColumn): SQL<string | null> =>
  sql`(select s.name from ${sites} s where s.id = ${qualified(siteId)})`;
