import { ResourceList } from '../../../lib/resource';
import { bannerResource } from '../resource';

export default function BannerListPage() {
  return <ResourceList resource={bannerResource} bulkDelete />;
}
