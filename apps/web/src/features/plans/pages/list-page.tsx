import { ResourceList } from '../../../lib/resource';
import { planResource } from '../resource';

export default function PlanListPage() {
  return <ResourceList resource={planResource} />;
}
