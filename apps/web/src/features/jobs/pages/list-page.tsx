import { ResourceList } from '../../../lib/resource';
import { jobsResource } from '../resource';

export default function JobsListPage() {
  return <ResourceList resource={jobsResource} />;
}
