import { ResourceDetail } from '../../../lib/resource';
import { videoResource } from '../resource';

export default function VideoShowPage() {
  return <ResourceDetail resource={videoResource} />;
}
