import { ResourceList } from '../../../lib/resource';
import { supportResource } from '../resource';

export default function SupportListPage() {
  return <ResourceList resource={supportResource} />;
}
