/** Arranges data for tests directly in the database: an admin holding exactly some permissions, signed in. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { adminRoles, admins, rolePermissions, roles } from '../db/schema/index.js';
import { createSession } from '../platform/auth/sessions.js';

const policy = { idleMinutes: 120, maxHours: 168 };

/** A new role carrying exactly `permissions`; returns its id. */
export async function roleWith(app: App, permissions: string[]) {
  const [role] = await app.db
    .insert(roles)
    .values({ name: `role-${randomBytes(4).toString('hex')}` })
    .returning({ id: roles.id });
  if (permissions.length)
    await app.db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: role!.id, permission })));
  return role!.id;
}

/** A new admin holding the roles `roleIds`, signed in; returns its id and a bearer token. */
export async function adminHolding(app: App, roleIds: number[]) {
  const suffix = randomBytes(4).toString('hex');
  const [admin] = await app.db
    .insert(admins)
    .values({ username: `user-${suffix}`, name: `User ${suffix}`, passwordHash: 'not-a-hash' })
    .returning({ id: admins.id });
  if (roleIds.length) await app.db.insert(adminRoles).values(roleIds.map((roleId) => ({ adminId: admin!.id, roleId })));
  const token = await createSession(app.db, admin!.id, {}, policy);
  return { adminId: admin!.id, token };
}

/** A new admin whose only role carries `permissions`; returns its id, role id and a bearer token. */
export async function adminWith(app: App, permissions: string[]) {
  const roleId = await roleWith(app, permissions);
  return { ...(await adminHolding(app, [roleId])), roleId };
}

/** Replaces the permissions of a role. */
export async function setRolePermissions(app: App, roleId: number, permissions: string[]) {
  await app.db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length)
    await app.db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

/**
 * A new session of the first admin (holder of the built-in super-admin role), without signing in. Found by id,
 * not by username: a test acting as this admin may rename it, but cannot delete, disable or demote itself.
 */
export async function superAdminSession(app: App) {
  const [admin] = await app.db.select({ id: admins.id }).from(admins).orderBy(asc(admins.id)).limit(1);
  return createSession(app.db, admin!.id, {}, policy);
}
