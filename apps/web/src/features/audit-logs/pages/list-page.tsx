import { ResourceList } from '../../../lib/resource';
import { auditResource } from '../resource';
import { ChangesTable } from '../components/changes-table';

/** The audit log; expanding an entry shows its diff. */
export default function AuditLogPage() {
  return (
    <ResourceList
      resource={auditResource}
      expandable={{
        expandedRowRender: (entry) => <ChangesTable resource={entry.resource} changes={entry.changes} />,
        rowExpandable: (entry) => Object.keys(entry.changes).length > 0,
      }}
    />
  );
}
