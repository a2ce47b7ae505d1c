/**
 * Saved views' SQL. A view reads for an admin who owns it or holds the role it is shared with; its default mark
 * is that admin's own row of `saved_view_defaults`.
 */
import { and, asc, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SavedView } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { savedViewDefaults, savedViews } from '../../db/schema/index.js';
import { adminNames } from '../admins/read.js';
import { roleName } from '../roles/read.js';

/** Who reads: their id and the roles they hold. */
export type Reader = { id: number; roleIds: readonly number[] };

export type ViewRow = typeof savedViews.$inferSelect;

/** The views `reader` may read. */
const readableBy = (reader: Reader): SQL =>
  reader.roleIds.length
    ? or(eq(savedViews.ownerId, reader.id), inArray(savedViews.sharedRoleId, [...reader.roleIds]))!
    : eq(savedViews.ownerId, reader.id);

/** The views `reader` reads, of one list or all: their own first, then by name. */
export async function readableViews(ex: Executor, reader: Reader, where: { resource?: string; id?: number } = {}) {
  const rows = await ex
    .select({
      id: savedViews.id,
      resource: savedViews.resource,
      name: savedViews.name,
      state: savedViews.state,
      shared_role_id: savedViews.sharedRoleId,
      shared_role_name: sql<
        string | null
      >`case when ${savedViews.sharedRoleId} is null then null else ${roleName(savedViews.sharedRoleId)} end`,
      owner_id: savedViews.ownerId,
      owner_name: adminNames(savedViews.ownerId).name,
      mine: sql<boolean>`${savedViews.ownerId} = ${reader.id}`,
      is_default: sql<boolean>`exists (select 1 from ${savedViewDefaults} d
        where d.admin_id = ${reader.id} and d.view_id = ${qualified(savedViews.id)})`,
      created_at: savedViews.createdAt,
      updated_at: savedViews.updatedAt,
    })
    .from(savedViews)
    .where(
      and(
        readableBy(reader),
        where.resource === undefined ? undefined : eq(savedViews.resource, where.resource),
        where.id === undefined ? undefined : eq(savedViews.id, where.id),
      ),
    )
    .orderBy(desc(sql`${savedViews.ownerId} = ${reader.id}`), asc(savedViews.name), asc(savedViews.id));
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  })) satisfies SavedView[];
}

/** `ownerId`'s view `id`, locked for the change, or undefined (someone else's reads as none). */
export async function ownViewForUpdate(ex: Executor, ownerId: number, id: number): Promise<ViewRow | undefined> {
  const [row] = await ex
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, ownerId)))
    .for('update');
  return row;
}

/** How many views `ownerId` keeps of `resource`. */
export async function countOwnViews(ex: Executor, ownerId: number, resource: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, ownerId), eq(savedViews.resource, resource)));
  return Number(row?.n ?? 0);
}

/** Drops the defaults other admins than the owner made of view `id` (it is no longer shared with them). */
export async function dropOthersDefaults(ex: Executor, view: ViewRow) {
  await ex
    .delete(savedViewDefaults)
    .where(and(eq(savedViewDefaults.viewId, view.id), ne(savedViewDefaults.adminId, view.ownerId)));
}

/** Makes view `viewId` of `resource` the default of `adminId` for that list (replacing theirs). */
export async function setDefault(ex: Executor, adminId: number, resource: string, viewId: number) {
  await ex
    .insert(savedViewDefaults)
    .values({ adminId, resource, viewId })
    .onConflictDoUpdate({ target: [savedViewDefaults.adminId, savedViewDefaults.resource], set: { viewId } });
}

/** Removes view `viewId` as the default of `adminId`. */
export async function unsetDefault(ex: Executor, adminId: number, viewId: number) {
  await ex
    .delete(savedViewDefaults)
    .where(and(eq(savedViewDefaults.adminId, adminId), eq(savedViewDefaults.viewId, viewId)));
}
