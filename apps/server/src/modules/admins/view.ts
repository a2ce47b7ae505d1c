/** What leaves the server about an admin, and what the audit log records of one. */
import type { Admin, ManagedAdmin } from '@backlot/contract';
import { toWire } from '../../platform/wire.js';
import type { RoleRef } from './holdings.js';
import type { AdminRow } from './queries.js';

/** The fields both the answer and the audit log show. */
function describedFields(row: AdminRow) {
  return {
    username: row.username,
    name: row.name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    introduction: row.introduction,
    status: row.status,
    twoFactorEnabled: row.totpSecret !== null,
  };
}

/** The contract's `admin`, with what they hold: never the password hash or a two-factor secret. */
export function adminView(row: AdminRow, roles: RoleRef[], grants: ManagedAdmin): Admin {
  return toWire({
    id: row.id,
    ...describedFields(row),
    roles,
    isSuperAdmin: grants.isSuperAdmin,
    permissions: grants.permissions,
    lastLoginAt: row.lastLoginAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }) as Admin;
}

/**
 * The audited fields of an admin. `password` and `twoFactorSecret` carry the hash and the sealed secret so a
 * new password or a replaced authenticator shows up as a change; the audit diff redacts both. Roles are listed
 * by name.
 */
export function adminSnapshot(row: AdminRow, roles: RoleRef[]) {
  return {
    ...describedFields(row),
    password: row.passwordHash,
    twoFactorSecret: row.totpSecret,
    roles: roles.map((r) => r.name),
  };
}
