import { useCallback } from 'react';
import { adminRefusal } from '@backlot/contract';
import { useDelegator } from '../../../lib/permissions';
import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';
import type { AdminOption } from '../api';

type Props = Omit<RemoteSelectProps<AdminOption>, 'path' | 'labelOf' | 'isDisabled'>;

export const adminLabel = (admin: Pick<AdminOption, 'name' | 'username'>) => `${admin.name} (${admin.username})`;

/**
 * Picks the admins holding a role. The signed-in admin cannot give or take their own roles, nor change an admin
 * holding more than they do: those admins are shown but cannot be added or removed.
 */
export function AdminSelect(props: Props) {
  const actor = useDelegator();
  const locked = useCallback(
    (admin: AdminOption) => admin.id === actor.id || adminRefusal(actor, admin) !== null,
    [actor],
  );
  return (
    <RemoteSelect<AdminOption> path="admins" labelOf={adminLabel} isDisabled={locked} mode="multiple" {...props} />
  );
}
