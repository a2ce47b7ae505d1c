import { ResourceList } from '../../../lib/resource';
import { videoResource } from '../resource';

export default function VideoListPage() {
  return <ResourceList resource={videoResource} />;
}
