import { ResourceList } from '../../../lib/resource';
import { directorResource } from '../resource';

export default function DirectorListPage() {
  return <ResourceList resource={directorResource} bulkDelete />;
}
