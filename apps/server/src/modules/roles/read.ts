/** What other modules read of the roles (read views): only this module writes them. */
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { heldPermissions, type GrantedRole } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { rolePermissions, roles } from '../../db/schema/index.js';

/** The name of the role whose id `roleId` holds (a foreign key: always there), read with each row. */
export const roleName = (roleId: PgColumn): SQL<string> =>
  sql`(select r.name from ${roles} r where r.id = ${qualified(roleId)})`;

/** The id of the built-in super-admin role, as a list to test a role id against (`in`). */
export const builtinRoleIds = (): SQL => sql`(select r.id from ${roles} r where r.is_builtin)`;

/** Locks the built-in role's row until the transaction ends: changes that could leave it unheld wait in turn. */
export async function lockBuiltinRole(tx: Executor) {
  await tx.execute(sql`select id from ${roles} where is_builtin for update`);
}

/** Ids among `ids` that are not roles. */
export async function missingRoleIds(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  const found = await ex.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** What each existing role among `roleIds` grants: whether it is the built-in one, and its permissions. */
export async function grantsOfRoles(ex: Executor, roleIds: number[]): Promise<Map<number, GrantedRole>> {
  if (!roleIds.length) return new Map();
  const found = await ex
    .select({ id: roles.id, isBuiltin: roles.isBuiltin })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  const stored = await ex
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  return new Map(
    found.map(({ id, isBuiltin }) => {
      const own = stored.filter((row) => row.roleId === id).map((row) => row.permission);
      return [id, { isBuiltin, permissions: heldPermissions(own, isBuiltin) }];
    }),
  );
}

/** Ids and names of the roles among `ids` (every role for `'all'`), by name: what a picker of roles offers. */
export async function roleChoices(ex: Executor, ids: readonly number[] | 'all') {
  if (ids !== 'all' && !ids.length) return [];
  return ex
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(ids === 'all' ? undefined : inArray(roles.id, [...ids]))
    .orderBy(roles.name);
}
