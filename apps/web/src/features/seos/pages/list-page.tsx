import { ResourceList } from '../../../lib/resource';
import { seoResource } from '../resource';

export default function SeoListPage() {
  return <ResourceList resource={seoResource} bulkDelete />;
}
