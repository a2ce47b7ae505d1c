import { ResourceForm } from '../../../lib/resource';
import { tagResource } from '../resource';

/** Create and edit (`/tags/edit/:id`). */
export default function TagFormPage() {
  return <ResourceForm resource={tagResource} />;
}
