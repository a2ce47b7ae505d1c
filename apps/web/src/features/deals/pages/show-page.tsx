import { ResourceDetail } from '../../../lib/resource';
import { dealResource } from '../resource';

export default function DealShowPage() {
  return <ResourceDetail resource={dealResource} />;
}
