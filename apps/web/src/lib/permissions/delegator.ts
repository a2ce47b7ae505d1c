/**
 * The signed-in admin as the contract's delegation rules see it, so pages hide what the server would refuse:
 * `adminRefusal(actor, admin)`, `roleRefusal(actor, role)`, `notHeld(actor, permissions)`.
 */
import { useMemo } from 'react';
import type { Delegator } from '@backlot/contract';
import { useSession } from '../session/store';

export function useDelegator(): Delegator {
  const { admin, permissions } = useSession();
  return useMemo(
    () => ({ id: admin?.id ?? 0, isSuperAdmin: admin?.isSuperAdmin ?? false, permissions }),
    [admin, permissions],
  );
}
