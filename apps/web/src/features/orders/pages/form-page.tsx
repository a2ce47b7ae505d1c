import { orderUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { orderResource } from '../resource';

/** `/orders/edit/:id`: the fees and notes, the only things staff change on an order. */
export default function OrderFormPage() {
  return <ResourceForm resource={orderResource} schemas={{ create: orderUpdate, update: orderUpdate }} />;
}
