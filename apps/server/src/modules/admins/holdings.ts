/**
 * Which admins hold which roles (admin_roles), and the rule that guards it: at least one active admin
 * always holds the built-in super-admin role. Both the admins and the roles modules change holdings
 * through these functions.
 */
import { and, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import { heldPermissions, type ManagedAdmin, type PermissionName } from '@backlot/contract';
import { type Executor, queryRows } from '../../db/client.js';
import { adminRoles, admins } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { containsPattern } from '../../platform/pagination.js';
import { builtinRoleIds, grantsOfRoles, lockBuiltinRole, roleName } from '../roles/read.js';

export type RoleRef = { id: number; name: string };
export type AdminRef = { id: number; username: string; name: string };

/** Roles of each admin, by name. */
export async function rolesOfAdmins(ex: Executor, adminIds: number[]): Promise<Map<number, RoleRef[]>> {
  const map = new Map<number, RoleRef[]>(adminIds.map((id) => [id, []]));
  if (!adminIds.length) return map;
  const rows = await ex
    .select({ adminId: adminRoles.adminId, id: adminRoles.roleId, name: roleName(adminRoles.roleId) })
    .from(adminRoles)
    .where(inArray(adminRoles.adminId, adminIds))
    .orderBy(roleName(adminRoles.roleId));
  for (const { adminId, ...role } of rows) map.get(adminId)?.push(role);
  return map;
}

/** Holders of each role, by username. */
export async function holdersOfRoles(ex: Executor, roleIds: number[]): Promise<Map<number, AdminRef[]>> {
  const map = new Map<number, AdminRef[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return map;
  const rows = await ex
    .select({ roleId: adminRoles.roleId, id: admins.id, username: admins.username, name: admins.name })
    .from(adminRoles)
    .innerJoin(admins, eq(admins.id, adminRoles.adminId))
    .where(inArray(adminRoles.roleId, roleIds))
    .orderBy(admins.username);
  for (const { roleId, ...admin } of rows) map.get(roleId)?.push(admin);
  return map;
}

/** What each admin holds: whether a role of theirs is the built-in one, and their permissions in catalogue order. */
export async function grantsOfAdmins(ex: Executor, adminIds: number[]): Promise<Map<number, ManagedAdmin>> {
  const held = adminIds.length
    ? await ex
        .select({ adminId: adminRoles.adminId, roleId: adminRoles.roleId })
        .from(adminRoles)
        .where(inArray(adminRoles.adminId, adminIds))
    : [];
  const grants = await grantsOfRoles(ex, [...new Set(held.map((row) => row.roleId))]);
  return new Map(
    adminIds.map((id) => {
      const roles = held.flatMap((row) => (row.adminId === id ? [grants.get(row.roleId)!] : []));
      const isSuperAdmin = roles.some((role) => role.isBuiltin);
      const permissions = heldPermissions(
        roles.flatMap((role) => role.permissions),
        isSuperAdmin,
      );
      return [id, { id, isSuperAdmin, permissions }];
    }),
  );
}

export async function setRolesOfAdmin(ex: Executor, adminId: number, roleIds: number[]) {
  await ex.delete(adminRoles).where(eq(adminRoles.adminId, adminId));
  if (roleIds.length) await ex.insert(adminRoles).values([...new Set(roleIds)].map((roleId) => ({ adminId, roleId })));
}

export async function setHoldersOfRole(ex: Executor, roleId: number, adminIds: number[]) {
  await ex.delete(adminRoles).where(eq(adminRoles.roleId, roleId));
  if (adminIds.length)
    await ex.insert(adminRoles).values([...new Set(adminIds)].map((adminId) => ({ adminId, roleId })));
}

/** Ids among `ids` that are not admins. */
export async function missingAdminIds(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  const found = await ex.select({ id: admins.id }).from(admins).where(inArray(admins.id, ids));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Serialises changes that could remove the last super-admin: call first in any transaction that disables,
 * deletes or changes the roles of an admin, then `assertSuperAdminRemains` after the change.
 */
export async function lockSuperAdmins(tx: Executor) {
  await lockBuiltinRole(tx);
}

/** 409 (rolling the transaction back) when no active admin holds the built-in role any more. */
export async function assertSuperAdminRemains(tx: Executor) {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from ${admins} a join ${adminRoles} ar on ar.admin_id = a.id
        where ar.role_id in ${builtinRoleIds()} and a.status = 'active'`,
  );
  if (Number(row?.n ?? 0) === 0) throw conflict('err.lastSuperAdmin');
}

/**
 * The active admins who hold `permission` (through any role, or the built-in one), in id order; `only`: those
 * with an e-mail address, who want alerts by e-mail, or whose username holds `search` (any case).
 */
export async function activeHolders(
  ex: Executor,
  permission: PermissionName,
  only: { withEmail?: boolean; search?: string; alertEmails?: boolean } = {},
) {
  const rows = await ex
    .select({ id: admins.id, username: admins.username, email: admins.email })
    .from(admins)
    .where(
      and(
        eq(admins.status, 'active'),
        only.withEmail ? isNotNull(admins.email) : undefined,
        only.alertEmails ? eq(admins.alertEmails, true) : undefined,
        only.search ? ilike(admins.username, containsPattern(only.search)) : undefined,
      ),
    )
    .orderBy(admins.id);
  const grants = await grantsOfAdmins(
    ex,
    rows.map((row) => row.id),
  );
  return rows.filter((row) => grants.get(row.id)!.permissions.includes(permission));
}

/** The e-mail addresses of the active admins who hold `permission`. */
export async function reachableHolders(ex: Executor, permission: PermissionName) {
  return (await activeHolders(ex, permission, { withEmail: true })).map((row) => row.email!);
}

/** The e-mail addresses of the active admins who hold `permission` and asked for alerts by e-mail. */
export async function alertRecipients(ex: Executor, permission: PermissionName) {
  return (await activeHolders(ex, permission, { withEmail: true, alertEmails: true })).map((row) => row.email!);
}
