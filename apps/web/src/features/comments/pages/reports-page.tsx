import { ResourceList } from '../../../lib/resource';
import { reportResource } from '../report-resource';

export default function CommentReportsPage() {
  return <ResourceList resource={reportResource} />;
}
