import { informationCreate, informationUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { informationResource } from '../resource';

/** Create and edit (`/blocks/informations/:id/edit`). */
export default function InformationFormPage() {
  return (
    <ResourceForm resource={informationResource} schemas={{ create: informationCreate, update: informationUpdate }} />
  );
}
