/** What leaves the server about an admin, and what the audit log records of one. */
import type { Admin, ManagedAdmin } from '@backlot/contract';
import type { Outgoing } from '../../platform/wire.js';
import type { RoleRef } from './holdings.js';
import type { AdminRow } from './queries.js';

/** The fields both the answer and the audit log show, under their wire names. */
function describedFields(row: AdminRow) {
  return {
    username: row.username,
    name: row.name,
    phone: row.phone,
    email: row.email,
    avatar: row.avatar,
    introduction: row.introduction,
    status: row.status,
    two_factor_enabled: row.totpSecret !== null,
  };
}

/** The contract's `admin`, with what they hold: never the password hash or a two-factor secret. */
export function adminView(row: AdminRow, roles: RoleRef[], grants: ManagedAdmin): Outgoing<Admin> {
  return {
    id: row.id,
    ...describedFields(row),
    roles,
    is_super_admin: grants.isSuperAdmin,
    permissions: grants.permissions,
    last_login_at: row.lastLoginAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * The audited fields of an admin. `password` and `two_factor_secret` carry the hash and the sealed secret so a
 * new password or a replaced authenticator shows up as a change; the audit diff redacts both. Roles are listed
 * by name.
 */
export function adminSnapshot(row: AdminRow, roles: RoleRef[]) {
  return {
    ...describedFields(row),
    password: row.passwordHash,
    two_factor_secret: row.totpSecret,
    roles: roles.map((r) => r.name),
  };
}
