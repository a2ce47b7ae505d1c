import { ResourceDetail } from '../../../lib/resource';
import { ReconciliationCard } from '../components/reconciliation-card';
import { payoutReportResource } from '../resource';

/** A statement's figures, then its reconciliation with the ledger. */
export default function PayoutReportShowPage() {
  return (
    <ResourceDetail resource={payoutReportResource}>{(report) => <ReconciliationCard id={report.id} />}</ResourceDetail>
  );
}
