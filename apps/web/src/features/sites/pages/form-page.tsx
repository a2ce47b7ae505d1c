import { siteCreate, siteUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { siteResource } from '../resource';

/** Create and edit (`/videos/sites/edit/:id`). A new site's intake key is made by the server. */
export default function SiteFormPage() {
  return <ResourceForm resource={siteResource} schemas={{ create: siteCreate, update: siteUpdate }} />;
}
