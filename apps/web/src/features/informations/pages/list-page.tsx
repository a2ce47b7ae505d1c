import { ResourceList } from '../../../lib/resource';
import { informationResource } from '../resource';

export default function InformationListPage() {
  return <ResourceList resource={informationResource} />;
}
