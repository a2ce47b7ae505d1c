/**
 * Delegation: what an admin may grant, and to whom. The server enforces these rules (403 with the refusal's
 * message); the web app uses the same functions to hide what cannot be done.
 *
 * - An admin grants only what it holds: a role's permissions may be set only within the actor's own, and a
 *   role may be given to (or taken from) an admin only if the actor holds every permission in it.
 * - The built-in super-admin role is given, taken, or its holders changed only by a super-admin.
 * - An admin changes another admin (profile, password, roles, status, two-factor, deletion) only when it holds
 *   every permission that admin holds; only a super-admin changes a super-admin. Otherwise a holder of
 *   `edit-admins` could set the password of a more powerful admin and sign in as them.
 * - A role is changed or deleted only by an admin who holds every permission in it, so a lesser admin cannot
 *   strip or rename a role it could not have given.
 * - Nobody changes their own roles or status, nor sets their own password or two-factor through the admin
 *   pages: the profile page asks for the current password first.
 */
import type { MessageKey, MessageParams } from './messages.js';
import { permissionLabels } from './permissions.js';

/** The acting admin, as far as delegation is concerned. */
export type Delegator = { id: number; isSuperAdmin: boolean; permissions: ReadonlySet<string> };
/** A role as delegation sees it: its effective permissions (every one for the built-in role). */
export type GrantedRole = { isBuiltin: boolean; permissions: readonly string[] };
/** An admin as delegation sees it: its effective permissions (every one for a super-admin). */
export type ManagedAdmin = { id: number; isSuperAdmin: boolean; permissions: readonly string[] };

/** Why an action is refused: a message key and its parameters. */
export type Refusal = { key: MessageKey; params?: MessageParams };

/** Permissions among `names` the actor does not hold, without repeats, in the order given. */
export function notHeld(actor: Delegator, names: readonly string[]): string[] {
  return [...new Set(names.filter((name) => !actor.permissions.has(name)))];
}

/** Setting a role's permissions to `names` (or giving a role that has them). */
export function permissionsRefusal(actor: Delegator, names: readonly string[]): Refusal | null {
  const missing = notHeld(actor, names);
  return missing.length ? { key: 'err.delegation.permissions', params: { names: permissionLabels(missing) } } : null;
}

/** Giving, taking, changing or deleting a role. */
export function roleRefusal(actor: Delegator, role: GrantedRole): Refusal | null {
  if (role.isBuiltin && !actor.isSuperAdmin) return { key: 'err.delegation.builtInRole' };
  const missing = notHeld(actor, role.permissions);
  return missing.length ? { key: 'err.delegation.role', params: { names: permissionLabels(missing) } } : null;
}

/** Changing another admin (or deleting one). Changes to oneself are ruled by `selfChangeRefusal`. */
export function adminRefusal(actor: Delegator, target: ManagedAdmin): Refusal | null {
  if (target.id === actor.id) return null;
  if (target.isSuperAdmin && !actor.isSuperAdmin) return { key: 'err.delegation.superAdmin' };
  const missing = notHeld(actor, target.permissions);
  return missing.length ? { key: 'err.delegation.admin', params: { names: permissionLabels(missing) } } : null;
}

/** What an admin asks to change of their own account through the admin pages. */
export type SelfChange = { roles?: boolean; status?: boolean; password?: boolean; twoFactor?: boolean };

export function selfChangeRefusal(change: SelfChange): Refusal | null {
  if (change.roles || change.status) return { key: 'err.delegation.ownRolesOrStatus' };
  if (change.password || change.twoFactor) return { key: 'err.delegation.ownCredentials' };
  return null;
}
