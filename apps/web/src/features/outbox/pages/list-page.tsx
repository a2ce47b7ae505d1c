import { ResourceList } from '../../../lib/resource';
import { outboxResource } from '../resource';

export default function OutboxListPage() {
  return <ResourceList resource={outboxResource} />;
}
