/** What other modules read of the sites (read views): only this module writes them. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { sites } from '../../db/schema/index.js';

/** The name of the site whose id `siteId` holds, read with each row. */
export const siteName = (siteId: PgColumn): SQL<string | null> =>
  sql`(select s.name from ${sites} s where s.id = ${qualified(siteId)})`;

/** Whether site `id` exists (a reference to it: a processor's settings, a payout statement). */
export async function siteExists(ex: Executor, id: number): Promise<boolean> {
  return (await ex.select({ id: sites.id }).from(sites).where(eq(sites.id, id)).limit(1)).length > 0;
}

/** The name of site `id`, or undefined when there is none. */
export async function siteNameOf(ex: Executor, id: number): Promise<string | undefined> {
  return (await ex.select({ name: sites.name }).from(sites).where(eq(sites.id, id)).limit(1))[0]?.name;
}
