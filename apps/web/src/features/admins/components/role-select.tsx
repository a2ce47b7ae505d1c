import { useCallback } from 'react';
import { roleRefusal } from '@backlot/contract';
import { useDelegator } from '../../../lib/permissions';
import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';
import type { RoleOption } from '../api';

type Props = Omit<RemoteSelectProps<RoleOption>, 'path' | 'labelOf' | 'isDisabled'> & {
  /** Roles the signed-in admin may not give or take are shown but cannot be picked or removed (a form). */
  grantableOnly?: boolean;
};

const nameOf = (role: RoleOption) => role.name;

/** Picks roles by name; a form or filter control. */
export function RoleSelect({ grantableOnly, ...props }: Props) {
  const actor = useDelegator();
  const notGrantable = useCallback((role: RoleOption) => roleRefusal(actor, role) !== null, [actor]);
  return (
    <RemoteSelect<RoleOption>
      path="roles"
      labelOf={nameOf}
      isDisabled={grantableOnly ? notGrantable : undefined}
      {...props}
    />
  );
}
