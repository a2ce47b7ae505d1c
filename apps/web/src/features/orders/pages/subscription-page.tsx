import { ResourceDetail } from '../../../lib/resource';
import { subscriptionActionsApi } from '../api';
import { ProcessorActionsPanel } from '../components/processor-actions-panel';
import { subscriptionResource } from '../subscription-resource';

/** A subscription: its fields, the actions staff may ask of its processor, and those asked so far. */
export default function SubscriptionPage() {
  return (
    <ResourceDetail resource={subscriptionResource}>
      {(subscription) => (
        <ProcessorActionsPanel api={subscriptionActionsApi} filter={{ subscriptionId: subscription.id }} />
      )}
    </ResourceDetail>
  );
}
