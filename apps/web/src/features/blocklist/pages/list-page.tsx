import { ResourceList } from '../../../lib/resource';
import { blocklistResource } from '../resource';

export default function BlocklistPage() {
  return <ResourceList resource={blocklistResource} />;
}
