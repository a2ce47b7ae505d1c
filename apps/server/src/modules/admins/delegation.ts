/**
 * The contract's delegation rules applied to records in an open transaction: each assertion loads what the
 * rule needs and throws a 403 that says why. The admins and roles services call these before they write.
 */
import {
  adminRefusal,
  permissionsRefusal,
  roleRefusal,
  selfChangeRefusal,
  type Delegator,
  type Refusal,
  type SelfChange,
} from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../../platform/audit.js';
import { refused, unauthenticated } from '../../platform/errors.js';
import { grantsOfRoles } from '../roles/read.js';
import { grantsOfAdmins } from './holdings.js';
import type { AdminValues } from './queries.js';
import { loadAdmin } from './records.js';

/** The signed-in admin acting in `ctx`; every delegated change has one. */
export function delegatorOf(ctx: AuditContext): Delegator {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor;
}

function assertNone(refusal: Refusal | null) {
  if (refusal) throw refused(refusal);
}

/** Ids in one list and not the other: the holdings a replacement adds or removes. */
export function changedIds(before: readonly number[], after: readonly number[]) {
  const a = new Set(before);
  const b = new Set(after);
  return [...new Set([...before, ...after])].filter((id) => a.has(id) !== b.has(id));
}

export const assertMaySetPermissions = (actor: Delegator, names: readonly string[]) =>
  assertNone(permissionsRefusal(actor, names));

/** Giving or taking each of `roleIds` (ids that are not roles are left to the caller's 422). */
export async function assertMayGrantRoles(ex: Executor, actor: Delegator, roleIds: readonly number[]) {
  if (actor.isSuperAdmin || !roleIds.length) return;
  for (const role of (await grantsOfRoles(ex, [...roleIds])).values()) assertNone(roleRefusal(actor, role));
}

/** Changing or deleting one role. */
export async function assertMayChangeRole(ex: Executor, actor: Delegator, roleId: number) {
  await assertMayGrantRoles(ex, actor, [roleId]);
}

/**
 * Changing admins other than oneself (their profile, password, roles, status, two-factor) or deleting them.
 * The actor's own account is ruled by `assertMayChangeSelf`.
 */
export async function assertMayChangeAdmins(ex: Executor, actor: Delegator, adminIds: readonly number[]) {
  const others = adminIds.filter((id) => id !== actor.id);
  if (actor.isSuperAdmin || !others.length) return;
  for (const target of (await grantsOfAdmins(ex, others)).values()) assertNone(adminRefusal(actor, target));
}

export const assertMayChangeSelf = (change: SelfChange) => assertNone(selfChangeRefusal(change));

/** 404 when the admin does not exist; 403 when the actor may not make this change to them (delegation rules). */
export async function assertMayChange(
  tx: Executor,
  ctx: AuditContext,
  id: number,
  values: AdminValues,
  roleIds?: number[],
) {
  const actor = delegatorOf(ctx);
  const current = await loadAdmin(tx, id);
  const rolesChanged = roleIds
    ? changedIds(
        current.roles.map((r) => r.id),
        roleIds,
      )
    : [];
  if (id === actor.id) {
    assertMayChangeSelf({
      roles: rolesChanged.length > 0,
      status: values.status !== undefined && values.status !== current.row.status,
      password: values.passwordHash !== undefined,
      twoFactor: values.totpSecret !== undefined,
    });
  } else {
    await assertMayChangeAdmins(tx, actor, [id]);
  }
  await assertMayGrantRoles(tx, actor, rolesChanged);
}
