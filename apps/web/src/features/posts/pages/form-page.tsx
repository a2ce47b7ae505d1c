import { postCreate, postUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { postResource } from '../resource';

/** Create and edit (`/videos/posts/edit/:id`). */
export default function PostFormPage() {
  return <ResourceForm resource={postResource} schemas={{ create: postCreate, update: postUpdate }} />;
}
