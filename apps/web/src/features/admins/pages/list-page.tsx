import { ResourceList } from '../../../lib/resource';
import { adminResource } from '../resource';
import { AdminActions } from '../components/admin-actions';
import { useIsSelf } from '../use-is-self';

export default function AdminListPage() {
  const isSelf = useIsSelf();
  return (
    <ResourceList
      resource={adminResource}
      rowActions={(admin) => <AdminActions admin={admin} compact />}
      deletable={(admin) => !isSelf(admin)}
    />
  );
}
