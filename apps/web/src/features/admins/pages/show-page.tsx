import { Can } from '../../../lib/permissions';
import { ResourceDetail } from '../../../lib/resource';
import { adminResource } from '../resource';
import { AllocatedMembers } from '../components/allocated-members';

export default function AdminShowPage() {
  return (
    <ResourceDetail resource={adminResource}>
      {(admin) => (
        <Can permission="list-allocated-members">
          <AllocatedMembers adminId={admin.id} />
        </Can>
      )}
    </ResourceDetail>
  );
}
