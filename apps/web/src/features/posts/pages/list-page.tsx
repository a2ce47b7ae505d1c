import { ResourceList } from '../../../lib/resource';
import { postResource } from '../resource';

export default function PostListPage() {
  return <ResourceList resource={postResource} />;
}
