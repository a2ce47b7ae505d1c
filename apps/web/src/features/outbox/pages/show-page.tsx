import { ResourceDetail } from '../../../lib/resource';
import { outboxResource } from '../resource';

export default function OutboxShowPage() {
  return <ResourceDetail resource={outboxResource} />;
}
