/** SQL of the admins module. */
import { and, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminListQuery } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { adminRoles, admins, roles } from '../../db/schema/index.js';
import { containsPattern, countRows, offsetOf, orderBy } from '../../platform/pagination.js';

export type AdminRow = typeof admins.$inferSelect;
export type AdminValues = Partial<typeof admins.$inferInsert>;
type ListQuery = z.infer<typeof adminListQuery>;

const SORT = {
  id: admins.id,
  username: admins.username,
  name: admins.name,
  created_at: admins.createdAt,
  last_login_at: admins.lastLoginAt,
};

export async function listAdmins(ex: Executor, query: ListQuery) {
  const where = and(
    query.q
      ? or(...[admins.username, admins.name, admins.phone].map((c) => ilike(c, containsPattern(query.q!))))
      : undefined,
    query.status ? eq(admins.status, query.status) : undefined,
    query.role_id
      ? inArray(
          admins.id,
          ex.select({ id: adminRoles.adminId }).from(adminRoles).where(eq(adminRoles.roleId, query.role_id)),
        )
      : undefined,
  );
  const rows = await ex
    .select()
    .from(admins)
    .where(where)
    .orderBy(...orderBy(query.sort, SORT, '-created_at'))
    .limit(query.per_page)
    .offset(offsetOf(query));
  return { rows, count: await countRows(ex, admins, where) };
}

export async function findAdmin(ex: Executor, id: number): Promise<AdminRow | undefined> {
  const [row] = await ex.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function usernameTaken(ex: Executor, username: string, exceptId?: number) {
  const clash: SQL | undefined = and(
    sql`lower(${admins.username}) = lower(${username})`,
    exceptId ? ne(admins.id, exceptId) : undefined,
  );
  return (await ex.select({ id: admins.id }).from(admins).where(clash).limit(1)).length > 0;
}

/** Ids among `ids` that are not roles. */
export async function missingRoleIds(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  const found = await ex.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertAdmin(ex: Executor, values: typeof admins.$inferInsert) {
  const [row] = await ex.insert(admins).values(values).returning();
  return row!;
}

export async function updateAdmin(ex: Executor, id: number, values: AdminValues) {
  const [row] = await ex
    .update(admins)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(admins.id, id))
    .returning();
  return row!;
}

export async function deleteAdmin(ex: Executor, id: number) {
  await ex.delete(admins).where(eq(admins.id, id));
}
