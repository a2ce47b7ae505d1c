import { Can } from '../../../lib/permissions';
import { ResourceList } from '../../../lib/resource';
import { AddCreditButton } from '../components/add-credit-button';
import { ADD_CREDIT } from '../constants';
import { paymentResource } from '../payment-resource';

export default function PaymentsPage() {
  return (
    <ResourceList
      resource={paymentResource}
      extra={
        <Can permission={ADD_CREDIT}>
          <AddCreditButton />
        </Can>
      }
    />
  );
}
