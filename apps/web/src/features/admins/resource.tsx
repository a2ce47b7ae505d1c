import { Space, Tag } from 'antd';
import { RoleName } from '../../lib/permissions';
import { commonFields, defineResource, type Option } from '../../lib/resource';
import { adminsApi, type Admin } from './api';
import { RoleSelect } from './components/role-select';
import { ADMINS_PATH, adminPermissions } from './constants';

const statuses: Option[] = [
  { value: 'active', label: 'status.active', color: 'green' },
  { value: 'disabled', label: 'status.disabled', color: 'red' },
];

export const adminResource = defineResource<Admin>({
  ns: 'admins',
  path: ADMINS_PATH,
  api: adminsApi,
  permissions: adminPermissions,
  defaultSort: '-created_at',
  hasShow: true,
  titleOf: (admin) => admin.username,
  filters: [
    { name: 'status', label: 'fields.status', type: 'select', options: statuses },
    { name: 'roleId', label: 'fields.roles', type: 'number', input: <RoleSelect style={{ minWidth: 160 }} /> },
  ],
  toFormValues: (admin) => ({ roleIds: admin.roles.map((role) => role.id) }),
  fields: [
    commonFields.id,
    { name: 'username', label: 'fields.username', sortable: true },
    { name: 'password', label: 'fields.password', valueType: 'password', optionalOnEdit: true, help: 'help.password' },
    { name: 'name', label: 'fields.name', sortable: true },
    { name: 'phone', label: 'fields.phone', hiddenByDefault: true },
    { name: 'email', label: 'fields.email' },
    { name: 'status', label: 'fields.status', valueType: 'select', options: statuses, defaultValue: 'active' },
    {
      name: 'roles',
      label: 'fields.roles',
      render: (admin) =>
        admin.roles.length ? (
          <Space size={[0, 4]} wrap>
            {admin.roles.map((role) => (
              <Tag key={role.id}>
                <RoleName name={role.name} />
              </Tag>
            ))}
          </Space>
        ) : (
          '—'
        ),
    },
    {
      name: 'roleIds',
      label: 'fields.roles',
      hideInTable: true,
      hideInDetail: true,
      input: <RoleSelect mode="multiple" />,
    },
    {
      name: 'twoFactorEnabled',
      label: 'fields.twoFactor',
      render: (admin, t) =>
        admin.twoFactorEnabled ? <Tag color="green">{t('twoFactor.bound')}</Tag> : <Tag>{t('twoFactor.unbound')}</Tag>,
    },
    { name: 'lastLoginAt', label: 'fields.lastLoginAt', valueType: 'datetime', sortable: true },
    { name: 'introduction', label: 'fields.introduction', hideInTable: true },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
