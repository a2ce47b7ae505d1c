/** What every per-site storefront resource declares alike: its site, checked on write and named in answers. */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sites } from '../../db/schema/index.js';
import type { CrudTable } from '../../platform/crud/table.js';
import { wireColumns } from '../../platform/wire.js';

/** The read model of a site-owned table: its columns, the site's name, and `extra` derived columns. */
export function siteOwnedRead(table: CrudTable & { siteId: PgColumn }, extra: Record<string, PgColumn | SQL> = {}) {
  return {
    leftJoins: [{ table: sites, on: eq(sites.id, table.siteId) }],
    columns: { ...wireColumns(table), site_name: sites.name, ...extra },
  };
}

/** `site_id` names a site (422 otherwise). */
export const siteReference = { site_id: sites };
