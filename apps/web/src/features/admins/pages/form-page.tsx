import { adminCreate, adminUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { adminResource } from '../resource';

/** Create and edit (`/permissions/admins/edit/:id`). */
export default function AdminFormPage() {
  return <ResourceForm resource={adminResource} schemas={{ create: adminCreate, update: adminUpdate }} />;
}
