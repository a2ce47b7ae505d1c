/** SQL of the admins module. */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminListQuery } from '@backlot/contract';
import type { Db, Executor } from '../../db/client.js';
import { adminRoles, admins } from '../../db/schema/index.js';
import { matchesAny, selectPage } from '../../platform/pagination.js';
import { valueTaken } from '../../platform/uniqueness.js';

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

export async function listAdmins(db: Db, query: ListQuery) {
  const where = and(
    matchesAny([admins.username, admins.name, admins.phone], query.q),
    query.status ? eq(admins.status, query.status) : undefined,
    query.role_id
      ? inArray(
          admins.id,
          db.select({ id: adminRoles.adminId }).from(adminRoles).where(eq(adminRoles.roleId, query.role_id)),
        )
      : undefined,
  );
  return selectPage(db, admins, where, query, { columns: SORT, fallback: '-created_at' });
}

export async function findAdmin(ex: Executor, id: number): Promise<AdminRow | undefined> {
  const [row] = await ex.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export const usernameTaken = (ex: Executor, username: string, exceptId?: number) =>
  valueTaken(ex, admins, admins.username, username, exceptId);

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
