import { ResourceDetail } from '../../../lib/resource';
import { cooperationResource } from '../resource';

export default function CooperationShowPage() {
  return <ResourceDetail resource={cooperationResource} />;
}
