import { ResourceDetail } from '../../../lib/resource';
import { directorResource } from '../resource';

export default function DirectorShowPage() {
  return <ResourceDetail resource={directorResource} />;
}
