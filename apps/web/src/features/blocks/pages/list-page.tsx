import { ResourceList } from '../../../lib/resource';
import { blockResource } from '../resource';

export default function BlockListPage() {
  return <ResourceList resource={blockResource} />;
}
