import { ResourceList } from '../../../lib/resource';
import { dealResource } from '../resource';

export default function DealListPage() {
  return <ResourceList resource={dealResource} />;
}
