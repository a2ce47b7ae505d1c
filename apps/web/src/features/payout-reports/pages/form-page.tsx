import { payoutReportCreate, payoutReportUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { payoutReportResource } from '../resource';

/** A statement typed in by hand, and the edit of any statement. */
export default function PayoutReportFormPage() {
  return (
    <ResourceForm
      resource={payoutReportResource}
      schemas={{ create: payoutReportCreate, update: payoutReportUpdate }}
    />
  );
}
