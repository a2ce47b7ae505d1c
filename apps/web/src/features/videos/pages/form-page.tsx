import { videoCreate, videoUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { videoResource } from '../resource';

/** Create and edit (`/videos/create`, `/videos/edit/:id`): files upload as they are picked, before saving. */
export default function VideoFormPage() {
  return <ResourceForm resource={videoResource} schemas={{ create: videoCreate, update: videoUpdate }} />;
}
