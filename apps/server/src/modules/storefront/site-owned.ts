/** What every per-site storefront resource declares alike: its site, checked on write and named in answers. */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CrudTable } from '../../platform/crud/table.js';
import { wireColumns } from '../../platform/wire.js';
import { siteExists, siteName } from '../sites/read.js';

/** The read model of a site-owned table: its columns, the site's name, and `extra` derived columns. */
export function siteOwnedRead(table: CrudTable & { siteId: PgColumn }, extra: Record<string, PgColumn | SQL> = {}) {
  return { columns: { ...wireColumns(table), site_name: siteName(table.siteId), ...extra } };
}

/** `site_id` names a site (422 otherwise). */
export const siteReference = { site_id: siteExists };
