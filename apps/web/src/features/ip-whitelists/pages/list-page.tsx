import { ResourceList } from '../../../lib/resource';
import { ipWhitelistResource } from '../resource';

export default function IpWhitelistListPage() {
  return <ResourceList resource={ipWhitelistResource} />;
}
