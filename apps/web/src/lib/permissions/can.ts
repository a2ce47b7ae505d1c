/**
 * What the signed-in admin may do. The server enforces every permission; the app only hides what the
 * admin cannot use.
 */
import { useCallback } from 'react';
import type { PermissionName } from '@backlot/contract';
import { sessionStore, useSession } from '../session/store';

export type CanCheck = (permission: PermissionName) => boolean;

/** Outside React: whether the admin holds `permission` now. */
export function can(permission: PermissionName): boolean {
  return sessionStore.get().permissions.has(permission);
}

/** Inside React: a check that follows the session (`const can = useCan(); can('create-tags')`). */
export function useCan(): CanCheck {
  const { permissions } = useSession();
  return useCallback((permission: PermissionName) => permissions.has(permission), [permissions]);
}

/**
 * The permission directive's rule (spec sections 5, 8): the admin holds one of `roles`.
 * An empty list is a programming error.
 */
export function checkRoles(roles: readonly string[], held: readonly string[] = sessionStore.get().admin?.roles ?? []) {
  if (roles.length === 0) throw new Error('need roles!');
  return roles.some((role) => held.includes(role));
}
