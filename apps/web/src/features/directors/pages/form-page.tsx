import { ResourceForm } from '../../../lib/resource';
import { directorResource } from '../resource';

/** Create and edit (`/directors/edit/:id`). */
export default function DirectorFormPage() {
  return <ResourceForm resource={directorResource} />;
}
