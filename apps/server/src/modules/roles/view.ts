/** What leaves the server about a role, and what the audit log records of one. */
import { heldPermissions, type Role } from '@backlot/contract';
import type { Outgoing } from '../../platform/wire.js';
import type { AdminRef } from '../admins/index.js';
import type { RoleRow } from './queries.js';

/** Permission names in catalogue order; the built-in role holds every one. */
const effectivePermissions = (row: RoleRow, stored: string[]) => heldPermissions(stored, row.isBuiltin);

export function roleView(row: RoleRow, stored: string[], admins: AdminRef[]): Outgoing<Role> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_builtin: row.isBuiltin,
    is_partner: row.isPartner,
    permissions: effectivePermissions(row, stored),
    admins,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export function roleSnapshot(row: RoleRow, stored: string[], admins: AdminRef[]) {
  return {
    name: row.name,
    description: row.description,
    is_partner: row.isPartner,
    permissions: effectivePermissions(row, stored),
    admins: admins.map((a) => a.username),
  };
}
