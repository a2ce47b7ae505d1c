import { ResourceDetail } from '../../../lib/resource';
import { planResource } from '../resource';

export default function PlanShowPage() {
  return <ResourceDetail resource={planResource} />;
}
