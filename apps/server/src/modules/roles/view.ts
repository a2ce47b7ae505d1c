/** What leaves the server about a role, and what the audit log records of one. */
import { PERMISSIONS, type Role } from '@backlot/contract';
import type { Outgoing } from '../../platform/wire.js';
import type { AdminRef } from '../admins/holdings.js';
import type { RoleRow } from './queries.js';

/** Permission names in catalogue order; the built-in role holds every one. */
export function effectivePermissions(row: RoleRow, stored: string[]): string[] {
  if (row.isBuiltin) return PERMISSIONS.map((p) => p.name);
  const held = new Set(stored);
  return PERMISSIONS.filter((p) => held.has(p.name)).map((p) => p.name);
}

export function roleView(row: RoleRow, stored: string[], admins: AdminRef[]): Outgoing<Role> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_builtin: row.isBuiltin,
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
    permissions: effectivePermissions(row, stored),
    admins: admins.map((a) => a.username),
  };
}
