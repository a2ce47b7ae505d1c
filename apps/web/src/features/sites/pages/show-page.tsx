import { ResourceDetail } from '../../../lib/resource';
import { siteResource } from '../resource';

export default function SiteShowPage() {
  return <ResourceDetail resource={siteResource} />;
}
