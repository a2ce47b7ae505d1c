import { useDelegator } from '../../../lib/permissions';
import { ResourceList } from '../../../lib/resource';
import { adminResource } from '../resource';
import { AdminActions } from '../components/admin-actions';

export default function AdminListPage() {
  const actor = useDelegator();
  return (
    <ResourceList
      resource={adminResource}
      rowActions={(admin) => <AdminActions admin={admin} compact />}
      deletable={(admin) => admin.id !== actor.id}
    />
  );
}
