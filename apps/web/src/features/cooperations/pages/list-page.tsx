import { ResourceList } from '../../../lib/resource';
import { cooperationResource } from '../resource';

export default function CooperationListPage() {
  return <ResourceList resource={cooperationResource} />;
}
