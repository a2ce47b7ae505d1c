/**
 * An admin record in an open transaction: read with roles, or changed with its audit entry. The building
 * blocks of the admins service, also used by auth for the profile page and two-factor binding.
 */
import type { Executor } from '../../db/client.js';
import { type AuditContext, recordAudit } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { rolesOfAdmins, setRolesOfAdmin } from './holdings.js';
import * as q from './queries.js';
import { adminSnapshot } from './view.js';

/** Audit resource of admin records. */
export const ADMINS_RESOURCE = 'admins';

/** An admin with their roles, or 404. */
export async function loadAdmin(ex: Executor, id: number) {
  const row = await q.findAdmin(ex, id);
  if (!row) throw notFound();
  const roles = (await rolesOfAdmins(ex, [id])).get(id) ?? [];
  return { row, roles };
}

/**
 * Updates an admin (and optionally their roles) in an open transaction and audits the change under `action`.
 * Access rules (self, last super-admin) and sign-outs are the caller's.
 */
export async function updateAdminAudited(
  tx: Executor,
  ctx: AuditContext,
  change: { id: number; action: string; values: q.AdminValues; roleIds?: number[] },
) {
  const { id, roleIds } = change;
  const before = await loadAdmin(tx, id);
  const row = await q.updateAdmin(tx, id, change.values);
  if (roleIds) await setRolesOfAdmin(tx, id, roleIds);
  const roles = roleIds ? ((await rolesOfAdmins(tx, [id])).get(id) ?? []) : before.roles;
  await recordAudit(tx, ctx, {
    action: change.action,
    resource: ADMINS_RESOURCE,
    resourceId: id,
    label: row.username,
    before: adminSnapshot(before.row, before.roles),
    after: adminSnapshot(row, roles),
  });
  return { before, row, roles };
}
