import { ResourceList } from '../../../lib/resource';
import { payoutReportResource } from '../resource';

export default function PayoutReportListPage() {
  return <ResourceList resource={payoutReportResource} />;
}
