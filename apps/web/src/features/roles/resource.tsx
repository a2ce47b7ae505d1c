import { Space, Tag, Tooltip } from 'antd';
import { PERMISSIONS, roleManifest, roleRefusal } from '@backlot/contract';
import { roleDisplayName } from '../../lib/permissions';
import { defineResource } from '../../lib/resource';
import { rolesApi, type Role } from './api';
import { adminLabel } from './components/admin-select';
import { PermissionTree } from './components/permission-tree';
import { ROLES_PATH, rolePermissions } from './constants';

const SHOWN_ADMINS = 3;

export const roleResource = defineResource<Role, 'adminIds'>({
  ns: 'roles',
  path: ROLES_PATH,
  api: rolesApi,
  permissions: rolePermissions,
  manifest: roleManifest,
  defaultSort: 'id',
  locked: (role, actor) => (role.isBuiltin ? 'builtinNotice' : roleRefusal(actor, role) !== null && 'beyondYouNotice'),
  toFormValues: (role) => ({
    permissions: role.isBuiltin ? PERMISSIONS.map((p) => p.name) : role.permissions,
    adminIds: role.admins.map((admin) => admin.id),
  }),
  presentation: {
    name: { render: (role, t) => roleDisplayName(role.name, t) },
    description: { width: 280 },
    isBuiltin: {
      render: (role, t) => (role.isBuiltin ? <Tag color="gold">{t('builtin')}</Tag> : <Tag>{t('custom')}</Tag>),
    },
    isPartner: {
      help: 'help.partner',
      defaultValue: false,
      render: (role, t) => (role.isPartner ? <Tag color="purple">{t('partner')}</Tag> : '—'),
    },
    permissions: {
      input: <PermissionTree />,
      render: (role, t) =>
        role.isBuiltin ? t('allPermissions') : t('permissionCount', { count: role.permissions.length }),
    },
    admins: {
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
    /** Picked on the form page, among the admins it already knows. */
    adminIds: false,
  },
});
