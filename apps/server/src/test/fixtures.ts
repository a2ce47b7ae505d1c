/** Arranges data for tests directly in the database: an admin holding exactly some permissions, signed in. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import { adminRoles, admins, rolePermissions, roles } from '../db/schema/index.js';
import { createSession } from '../platform/auth/sessions.js';

const policy = { idleMinutes: 120, maxHours: 168 };

/** A new admin whose only role carries `permissions`; returns its id, role id and a bearer token. */
export async function adminWith(app: App, permissions: string[]) {
  const suffix = randomBytes(4).toString('hex');
  const [role] = await app.db.insert(roles).values({ name: `role-${suffix}` }).returning({ id: roles.id });
  if (permissions.length) await app.db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId: role!.id, permission })));
  const [admin] = await app.db
    .insert(admins)
    .values({ username: `user-${suffix}`, name: `User ${suffix}`, passwordHash: 'not-a-hash' })
    .returning({ id: admins.id });
  await app.db.insert(adminRoles).values({ adminId: admin!.id, roleId: role!.id });
  const token = await createSession(app.db, admin!.id, {}, policy);
  return { adminId: admin!.id, roleId: role!.id, token };
}

/** Replaces the permissions of a role. */
export async function setRolePermissions(app: App, roleId: number, permissions: string[]) {
  await app.db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length) await app.db.insert(rolePermissions).values(permissions.map((permission) => ({ roleId, permission })));
}

/** A new session of the first admin (`admin`, holder of the built-in super-admin role), without signing in. */
export async function superAdminSession(app: App) {
  const [admin] = await app.db.select({ id: admins.id }).from(admins).where(eq(admins.username, 'admin'));
  return createSession(app.db, admin!.id, {}, policy);
}
