import { Can } from '../../../lib/permissions';
import { ResourceDetail } from '../../../lib/resource';
import { adminResource } from '../resource';
import { AdminActions } from '../components/admin-actions';
import { AllocatedMembers } from '../components/allocated-members';

export default function AdminShowPage() {
  return (
    <ResourceDetail resource={adminResource} actions={(admin) => <AdminActions admin={admin} />}>
      {(admin) => (
        <Can permission="list-allocated-members">
          <AllocatedMembers adminId={admin.id} />
        </Can>
      )}
    </ResourceDetail>
  );
}
