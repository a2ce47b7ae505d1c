import { bannerCreate, bannerUpdate } from '@backlot/contract';
import { ResourceForm } from '../../../lib/resource';
import { bannerResource } from '../resource';

/** Create and edit (`/blocks/banners/edit/:id`): pictures and videos upload as they are picked. */
export default function BannerFormPage() {
  return <ResourceForm resource={bannerResource} schemas={{ create: bannerCreate, update: bannerUpdate }} />;
}
