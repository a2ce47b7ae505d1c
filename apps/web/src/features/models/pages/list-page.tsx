import { ResourceList } from '../../../lib/resource';
import { modelResource } from '../resource';

export default function ModelListPage() {
  return <ResourceList resource={modelResource} />;
}
