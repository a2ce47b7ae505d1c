import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';

type RoleOption = { id: number; name: string };
type Props = Omit<RemoteSelectProps<RoleOption>, 'path' | 'labelOf'>;

const nameOf = (role: RoleOption) => role.name;

/** Picks roles by name; a form or filter control. */
export function RoleSelect(props: Props) {
  return <RemoteSelect<RoleOption> path="roles" labelOf={nameOf} {...props} />;
}
