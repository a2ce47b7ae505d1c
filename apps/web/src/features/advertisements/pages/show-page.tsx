import { ResourceDetail } from '../../../lib/resource';
import { advertisementResource } from '../resource';

export default function AdvertisementShowPage() {
  return <ResourceDetail resource={advertisementResource} />;
}
