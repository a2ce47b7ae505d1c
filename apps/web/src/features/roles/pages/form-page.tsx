import { Form } from 'antd';
import { ResourceForm, useRecord, useResourceT } from '../../../lib/resource';
import { roleResource } from '../resource';
import { AdminSelect, adminLabel } from '../components/admin-select';

/**
 * Create and edit (`/permissions/roles/edit/:id`): name, description, the permission tree, and the admins, saved
 * in one request.
 */
export default function RoleFormPage() {
  const t = useResourceT('roles');
  const { data: role } = useRecord(roleResource.api);
  const known = role?.admins.map((admin) => ({ value: admin.id, label: adminLabel(admin) }));
  return (
    <ResourceForm resource={roleResource}>
      <Form.Item name="adminIds" label={t('fields.adminIds')} extra={t('help.admins')}>
        <AdminSelect known={known} />
      </Form.Item>
    </ResourceForm>
  );
}
