import { ResourceDetail } from '../../../lib/resource';
import { orderActionsApi } from '../api';
import { LedgerEntries } from '../components/ledger-entries';
import { ProcessorActionsPanel } from '../components/processor-actions-panel';
import { OrderContext } from '../components/order-context';
import { ReceiptButton } from '../components/receipt-button';
import { orderResource } from '../resource';

/** An order: its fields and the member's receipt (PDF), its refunds asked of the processor, the ledger entries behind it, its member and subscription. */
export default function OrderShowPage() {
  return (
    <ResourceDetail resource={orderResource} extra={(order) => <ReceiptButton orderId={order.id} />}>
      {(order) => (
        <>
          <ProcessorActionsPanel api={orderActionsApi} filter={{ orderId: order.id }} />
          <LedgerEntries entries={order.ledger} />
          <OrderContext order={order} />
        </>
      )}
    </ResourceDetail>
  );
}
