import { RemoteSelect, type RemoteSelectProps } from '../../../lib/resource';

type AdminOption = { id: number; username: string; name: string };
type Props = Omit<RemoteSelectProps<AdminOption>, 'path' | 'labelOf'>;

export const adminLabel = (admin: AdminOption) => `${admin.name} (${admin.username})`;

/** Picks admins by name or username; a form control. */
export function AdminSelect(props: Props) {
  return <RemoteSelect<AdminOption> path="admins" labelOf={adminLabel} mode="multiple" {...props} />;
}
