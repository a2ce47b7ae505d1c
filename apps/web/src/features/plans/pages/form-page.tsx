import { planCreate, planUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { planResource } from '../resource';

/** Create and edit (`/plans/:id/edit`): the form shows the fields of the chosen type only. */
export default function PlanFormPage() {
  return <ResourceForm resource={planResource} schemas={{ create: planCreate, update: planUpdate }} />;
}
