import { ResourceList } from '../../../lib/resource';
import { channelResource } from '../resource';

export default function ChannelListPage() {
  return <ResourceList resource={channelResource} />;
}
