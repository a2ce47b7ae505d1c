import { Space, Tag } from 'antd';
import { CheckCircleOutlined, QrcodeOutlined, StopOutlined } from '@ant-design/icons';
import { adminFilters, adminManifest, adminRefusal, type Delegator } from '@backlot/contract';
import { RoleName } from '../../lib/permissions';
import { contractFilters, defineResource, type ActionSpec } from '../../lib/resource';
import { adminsApi, type Admin } from './api';
import { RoleSelect } from './components/role-select';
import { ADMINS_PATH, adminPermissions, adminStatuses } from './constants';

/** Why the signed-in admin may not change `admin` (an i18n key), or false. */
function lockedFor(admin: Admin, actor: Delegator) {
  const refusal = adminRefusal(actor, admin);
  if (!refusal) return false;
  return refusal.key === 'err.delegation.superAdmin' ? 'locked.superAdmin' : 'locked.holdsMore';
}

/** A field of one's own account that only the profile page (or another admin) changes. */
const ownAccount = (reason: string) => (admin: Admin | undefined, actor: Delegator) => admin?.id === actor.id && reason;

/**
 * Offered on another admin only: one's own status is another admin's to change, one's own two-factor the
 * profile page's. (An admin the signed-in one may not change is locked, which hides every action.)
 */
const onOthers = (offered: (admin: Admin) => boolean) => (admin: Admin, actor: Delegator) =>
  admin.id !== actor.id && offered(admin);

const adminActions: ActionSpec<Admin>[] = [
  {
    name: 'enable',
    permission: 'enable-admins',
    label: 'actions.enable',
    icon: <CheckCircleOutlined />,
    visible: onOthers((admin) => admin.status === 'disabled'),
    confirm: 'actions.confirmEnable',
    success: 'actions.enabled',
  },
  {
    name: 'disable',
    permission: 'disable-admins',
    label: 'actions.disable',
    icon: <StopOutlined />,
    danger: true,
    visible: onOthers((admin) => admin.status !== 'disabled'),
    confirm: 'actions.confirmDisable',
    success: 'actions.disabled',
  },
  {
    name: 'resetQRCode',
    permission: 'reset-qrcode-admins',
    label: 'actions.resetQrCode',
    icon: <QrcodeOutlined />,
    visible: onOthers((admin) => admin.twoFactorEnabled),
    confirm: 'actions.confirmResetQrCode',
    success: 'actions.qrCodeReset',
  },
];

export const adminResource = defineResource<Admin, 'password' | 'roleIds'>({
  ns: 'admins',
  path: ADMINS_PATH,
  api: adminsApi,
  permissions: adminPermissions,
  manifest: adminManifest,
  hasShow: true,
  locked: lockedFor,
  actions: adminActions,
  filters: contractFilters(adminFilters, {
    status: { label: 'fields.status', options: adminStatuses },
    role_id: { label: 'fields.roles', input: <RoleSelect style={{ minWidth: 160 }} /> },
  }),
  toFormValues: (admin) => ({ roleIds: admin.roles.map((role) => role.id) }),
  leading: ['id', 'username', 'password'],
  presentation: {
    password: {
      valueType: 'password',
      optionalOnEdit: true,
      help: 'help.password',
      readOnly: ownAccount('ownAccount.password'),
    },
    phone: { hiddenByDefault: true },
    avatar: false,
    introduction: { hideInTable: true },
    status: { options: adminStatuses, defaultValue: 'active', readOnly: ownAccount('ownAccount.rolesAndStatus') },
    roles: {
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
    roleIds: {
      input: <RoleSelect mode="multiple" grantableOnly />,
      readOnly: ownAccount('ownAccount.rolesAndStatus'),
    },
    isSuperAdmin: false,
    permissions: false,
    twoFactorEnabled: {
      render: (admin, t) =>
        admin.twoFactorEnabled ? <Tag color="green">{t('twoFactor.bound')}</Tag> : <Tag>{t('twoFactor.unbound')}</Tag>,
    },
  },
});
