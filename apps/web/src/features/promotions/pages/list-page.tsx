import { ResourceList } from '../../../lib/resource';
import { promotionResource } from '../resource';

export default function PromotionListPage() {
  return <ResourceList resource={promotionResource} />;
}
