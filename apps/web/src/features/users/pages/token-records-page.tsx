import { ResourceList } from '../../../lib/resource';
import { tokenRecordResource } from '../token-record-resource';

export default function TokenRecordsPage() {
  return <ResourceList resource={tokenRecordResource} />;
}
