import { ResourceDetail } from '../../../lib/resource';
import { bannerResource } from '../resource';

export default function BannerShowPage() {
  return <ResourceDetail resource={bannerResource} />;
}
