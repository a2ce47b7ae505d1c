import { useCallback } from 'react';
import { roleRefusal } from '@backlot/contract';
import { useDelegator, useRoleName } from '../../../lib/permissions';
import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';
import type { RoleOption } from '../api';

type Props = Omit<RemoteSelectProps<RoleOption>, 'path' | 'labelOf' | 'isDisabled'> & {
  /** Roles the signed-in admin may not give or take are shown but cannot be picked or removed (a form). */
  grantableOnly?: boolean;
};

/** Picks roles by name (the built-in role by its display name); a form or filter control. */
export function RoleSelect({ grantableOnly, ...props }: Props) {
  const actor = useDelegator();
  const roleName = useRoleName();
  const labelOf = useCallback((role: RoleOption) => roleName(role.name), [roleName]);
  const notGrantable = useCallback((role: RoleOption) => roleRefusal(actor, role) !== null, [actor]);
  return (
    <RemoteSelect<RoleOption>
      path="roles"
      labelOf={labelOf}
      isDisabled={grantableOnly ? notGrantable : undefined}
      {...props}
    />
  );
}
