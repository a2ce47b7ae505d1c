import { ResourceDetail } from '../../../lib/resource';
import { modelResource } from '../resource';

export default function ModelShowPage() {
  return <ResourceDetail resource={modelResource} />;
}
