import { Can } from '../../../lib/permissions';
import { ResourceList } from '../../../lib/resource';
import { RevenueDownload } from '../components/revenue-download';
import { memberResource } from '../resource';

export default function MemberListPage() {
  return (
    <ResourceList
      resource={memberResource}
      extra={
        <Can permission="export-users">
          <RevenueDownload />
        </Can>
      }
    />
  );
}
