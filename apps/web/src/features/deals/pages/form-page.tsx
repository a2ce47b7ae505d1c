import { dealCreate, dealUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { dealResource } from '../resource';

export default function DealFormPage() {
  return <ResourceForm resource={dealResource} schemas={{ create: dealCreate, update: dealUpdate }} />;
}
