import type { ReactNode } from 'react';
import type { PermissionName } from '@backlot/contract';
import { useSession } from '../session/store';
import { checkRoles, useCan } from './can';

/** Renders its children only when the admin holds `permission`. */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: PermissionName;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan()(permission) ? children : fallback;
}

/** Renders its children only when the admin has one of `roles`; an empty list throws "need roles!". */
export function Allowed({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const held = useSession().admin?.roles ?? [];
  return checkRoles(roles, held) ? children : null;
}
