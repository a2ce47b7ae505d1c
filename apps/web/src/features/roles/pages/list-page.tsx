import { ResourceList } from '../../../lib/resource';
import { roleResource } from '../resource';

export default function RoleListPage() {
  return <ResourceList resource={roleResource} />;
}
