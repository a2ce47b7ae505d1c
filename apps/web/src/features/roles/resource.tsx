import { Space, Tag, Tooltip } from 'antd';
import { PERMISSIONS, roleRefusal } from '@backlot/contract';
import { roleDisplayName } from '../../lib/permissions';
import { commonFields, defineResource } from '../../lib/resource';
import { rolesApi, type Role } from './api';
import { adminLabel } from './components/admin-select';
import { PermissionTree } from './components/permission-tree';
import { ROLES_PATH, rolePermissions } from './constants';

const SHOWN_ADMINS = 3;

export const roleResource = defineResource<Role>({
  ns: 'roles',
  path: ROLES_PATH,
  api: rolesApi,
  permissions: rolePermissions,
  defaultSort: 'id',
  titleOf: (role) => role.name,
  locked: (role, actor) => (role.isBuiltin ? 'builtinNotice' : roleRefusal(actor, role) !== null && 'beyondYouNotice'),
  toFormValues: (role) => ({
    permissions: role.isBuiltin ? PERMISSIONS.map((p) => p.name) : role.permissions,
    adminIds: role.admins.map((admin) => admin.id),
  }),
  fields: [
    commonFields.id,
    { name: 'name', label: 'fields.name', sortable: true, render: (role, t) => roleDisplayName(role.name, t) },
    { name: 'description', label: 'fields.description', valueType: 'textarea', width: 280 },
    {
      name: 'isBuiltin',
      label: 'fields.builtin',
      render: (role, t) => (role.isBuiltin ? <Tag color="gold">{t('builtin')}</Tag> : <Tag>{t('custom')}</Tag>),
    },
    {
      name: 'isPartner',
      label: 'fields.partner',
      valueType: 'boolean',
      help: 'help.partner',
      defaultValue: false,
      render: (role, t) => (role.isPartner ? <Tag color="purple">{t('partner')}</Tag> : '—'),
    },
    {
      name: 'permissions',
      label: 'fields.permissions',
      input: <PermissionTree />,
      render: (role, t) =>
        role.isBuiltin ? t('allPermissions') : t('permissionCount', { count: role.permissions.length }),
    },
    {
      name: 'admins',
      label: 'fields.admins',
      render: (role, t) => (
        <Space size={[0, 4]} wrap>
          {role.admins.slice(0, SHOWN_ADMINS).map((admin) => (
            <Tag key={admin.id}>{adminLabel(admin)}</Tag>
          ))}
          {role.admins.length > SHOWN_ADMINS && (
            <Tooltip title={role.admins.slice(SHOWN_ADMINS).map(adminLabel).join(', ')}>
              <Tag>{t('moreAdmins', { count: role.admins.length - SHOWN_ADMINS })}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    commonFields.createdAt,
    commonFields.updatedAt,
  ],
});
