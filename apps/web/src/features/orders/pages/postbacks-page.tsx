import { ResourceList } from '../../../lib/resource';
import { postbackResource } from '../postback-resource';

export default function PostbacksPage() {
  return <ResourceList resource={postbackResource} />;
}
