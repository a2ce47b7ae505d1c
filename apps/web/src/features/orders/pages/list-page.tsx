import { ResourceList } from '../../../lib/resource';
import { orderResource } from '../resource';

export default function OrderListPage() {
  return <ResourceList resource={orderResource} />;
}
