import { ResourceList } from '../../../lib/resource';
import { adminResource } from '../resource';
import { AdminActions } from '../components/admin-actions';

export default function AdminListPage() {
  return <ResourceList resource={adminResource} rowActions={(admin) => <AdminActions admin={admin} compact />} />;
}
