import { seoCreate, seoUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { seoResource } from '../resource';

/** Create and edit (`/seos/edit/:id`). */
export default function SeoFormPage() {
  return <ResourceForm resource={seoResource} schemas={{ create: seoCreate, update: seoUpdate }} />;
}
