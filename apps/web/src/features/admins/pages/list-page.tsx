import { useDelegator } from '../../../lib/permissions';
import { ResourceList } from '../../../lib/resource';
import { adminResource } from '../resource';

export default function AdminListPage() {
  const actor = useDelegator();
  return <ResourceList resource={adminResource} deletable={(admin) => admin.id !== actor.id} />;
}
