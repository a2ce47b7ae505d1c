import { ResourceDetail } from '../../../lib/resource';
import { postResource } from '../resource';

export default function PostShowPage() {
  return <ResourceDetail resource={postResource} />;
}
