import { ResourceList } from '../../../lib/resource';
import { tagResource } from '../resource';

export default function TagListPage() {
  return <ResourceList resource={tagResource} bulkDelete />;
}
