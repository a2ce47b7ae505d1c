import { ResourceList } from '../../../lib/resource';
import { siteResource } from '../resource';

export default function SiteListPage() {
  return <ResourceList resource={siteResource} />;
}
