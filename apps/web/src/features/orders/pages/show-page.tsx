import { ResourceDetail } from '../../../lib/resource';
import { LedgerEntries } from '../components/ledger-entries';
import { OrderContext } from '../components/order-context';
import { orderResource } from '../resource';

/** An order: its fields, the ledger entries behind it, its member and subscription. */
export default function OrderShowPage() {
  return (
    <ResourceDetail resource={orderResource}>
      {(order) => (
        <>
          <LedgerEntries entries={order.ledger} />
          <OrderContext order={order} />
        </>
      )}
    </ResourceDetail>
  );
}
