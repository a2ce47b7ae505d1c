import { ResourceList } from '../../../lib/resource';
import { memberResource } from '../resource';

export default function MemberListPage() {
  return <ResourceList resource={memberResource} />;
}
