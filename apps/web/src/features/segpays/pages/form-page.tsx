import { segpayCreate, segpayUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { segpayResource } from '../resource';

/** Create and edit. A new configuration's postback secret is made by the server and shown once. */
export default function SegpayFormPage() {
  return <ResourceForm resource={segpayResource} schemas={{ create: segpayCreate, update: segpayUpdate }} />;
}
