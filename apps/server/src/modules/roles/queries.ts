/** SQL of the roles module. */
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleListQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { rolePermissions, roles } from '../../db/schema/index.js';
import { matchesAny, selectPage } from '../../platform/pagination.js';
import { valueTaken } from '../../platform/uniqueness.js';

export type RoleRow = typeof roles.$inferSelect;
export type RoleValues = Partial<typeof roles.$inferInsert>;

const SORT = { id: roles.id, name: roles.name, created_at: roles.createdAt };

export async function listRoles(db: Db, query: z.infer<typeof roleListQuery>) {
  return selectPage(db, roles, matchesAny([roles.name], query.q), query, { columns: SORT, fallback: 'name' });
}

export async function findRole(ex: Executor, id: number): Promise<RoleRow | undefined> {
  const [row] = await ex.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

export const nameTaken = (ex: Executor, name: string, exceptId?: number) =>
  valueTaken(ex, roles, roles.name, name, exceptId);

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
