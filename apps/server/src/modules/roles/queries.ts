/** SQL of the roles module. */
import { and, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleListQuery } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { rolePermissions, roles } from '../../db/schema/index.js';
import { containsPattern, countRows, offsetOf, orderBy } from '../../platform/pagination.js';

export type RoleRow = typeof roles.$inferSelect;
export type RoleValues = Partial<typeof roles.$inferInsert>;

const SORT = { id: roles.id, name: roles.name, created_at: roles.createdAt };

export async function listRoles(ex: Executor, query: z.infer<typeof roleListQuery>) {
  const where = query.q ? ilike(roles.name, containsPattern(query.q)) : undefined;
  const rows = await ex
    .select()
    .from(roles)
    .where(where)
    .orderBy(...orderBy(query.sort, SORT, 'name'))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { rows, count: await countRows(ex, roles, where) };
}

export async function findRole(ex: Executor, id: number): Promise<RoleRow | undefined> {
  const [row] = await ex.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

export async function nameTaken(ex: Executor, name: string, exceptId?: number) {
  const clash = and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined);
  return (await ex.select({ id: roles.id }).from(roles).where(clash).limit(1)).length > 0;
}

/** Stored permission names of each role (the built-in role stores none: it holds every one). */
export async function permissionsOfRoles(ex: Executor, roleIds: number[]): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return map;
  const rows = await ex.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  for (const row of rows) map.get(row.roleId)?.push(row.permission);
  return map;
}

export async function setPermissions(ex: Executor, roleId: number, permissions: string[]) {
  await ex.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(permissions)];
  if (unique.length) await ex.insert(rolePermissions).values(unique.map((permission) => ({ roleId, permission })));
}

export async function insertRole(ex: Executor, values: typeof roles.$inferInsert) {
  const [row] = await ex.insert(roles).values(values).returning();
  return row!;
}

export async function updateRole(ex: Executor, id: number, values: RoleValues) {
  const [row] = await ex
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return row!;
}

export async function deleteRole(ex: Executor, id: number) {
  await ex.delete(roles).where(eq(roles.id, id));
}
