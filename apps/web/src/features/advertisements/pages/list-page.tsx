import { ResourceList } from '../../../lib/resource';
import { advertisementResource } from '../resource';

export default function AdvertisementListPage() {
  return <ResourceList resource={advertisementResource} />;
}
