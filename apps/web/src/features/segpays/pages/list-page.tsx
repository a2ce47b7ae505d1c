import { ResourceList } from '../../../lib/resource';
import { segpayResource } from '../resource';

export default function SegpayListPage() {
  return <ResourceList resource={segpayResource} />;
}
