/** What leaves the server about an admin, and what the audit log records of one. */
import type { Admin } from '@backlot/contract';
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

/** The contract's `admin`: never the password hash or a two-factor secret. */
export function adminView(row: AdminRow, roles: RoleRef[]): Outgoing<Admin> {
  return {
    id: row.id,
    ...describedFields(row),
    roles,
    last_login_at: row.lastLoginAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * The audited fields of an admin. `password` carries the hash so a change shows up; the audit diff
 * redacts it. Roles are listed by name.
 */
export function adminSnapshot(row: AdminRow, roles: RoleRef[]) {
  return { ...describedFields(row), password: row.passwordHash, roles: roles.map((r) => r.name) };
}
