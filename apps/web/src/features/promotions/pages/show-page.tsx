import { ResourceDetail } from '../../../lib/resource';
import { promotionResource } from '../resource';

export default function PromotionShowPage() {
  return <ResourceDetail resource={promotionResource} />;
}
