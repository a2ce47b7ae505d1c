import { useCallback } from 'react';
import { useRoleName } from '../../../lib/permissions';
import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';

type RoleOption = { id: number; name: string };
type Props = Omit<RemoteSelectProps<RoleOption>, 'path' | 'labelOf'>;

/** Picks roles by name (the built-in role by its display name); a form or filter control. */
export function RoleSelect(props: Props) {
  const roleName = useRoleName();
  const labelOf = useCallback((role: RoleOption) => roleName(role.name), [roleName]);
  return <RemoteSelect<RoleOption> path="roles" labelOf={labelOf} {...props} />;
}
