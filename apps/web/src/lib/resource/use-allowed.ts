import { useCallback } from 'react';
import type { PermissionName } from '@backlot/contract';
import { useCan } from '../permissions';

/** `useCan` for optional permissions: an action that declares none is always allowed. */
export function useAllowed() {
  const can = useCan();
  return useCallback((permission: PermissionName | undefined) => !permission || can(permission), [can]);
}
