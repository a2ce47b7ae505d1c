import { advertisementSettings, advertisementUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { advertisementResource } from '../resource';

/**
 * Edit (`/blocks/advertisements/edit/:id`). The slots are never created: their whole settings stand in for a
 * create body, so the form checks each field as other edit forms do.
 */
export default function AdvertisementFormPage() {
  return (
    <ResourceForm
      resource={advertisementResource}
      schemas={{ create: advertisementSettings, update: advertisementUpdate }}
    />
  );
}
