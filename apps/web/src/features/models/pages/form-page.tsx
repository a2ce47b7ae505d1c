import { modelCreate, modelUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { modelResource } from '../resource';

/** Create and edit (`/videos/models/edit/:id`). */
export default function ModelFormPage() {
  return <ResourceForm resource={modelResource} schemas={{ create: modelCreate, update: modelUpdate }} />;
}
