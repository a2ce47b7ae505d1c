/**
 * Enable, disable and reset-QR-code of one admin, each behind its permission and a confirmation. None is
 * offered on an admin the signed-in admin may not change (delegation), nor on their own account (its status
 * is another admin's to change, its two-factor the profile page's).
 */
import { CheckCircleOutlined, QrcodeOutlined, StopOutlined } from '@ant-design/icons';
import type { ButtonProps } from 'antd';
import { useDelegator } from '../../../lib/permissions';
import { ConfirmAction, useResourceMutation, useResourceT } from '../../../lib/resource';
import { adminsApi, type Admin } from '../api';
import { adminResource } from '../resource';

type Props = { admin: Admin; compact?: boolean };

export function AdminActions({ admin, compact }: Props) {
  const t = useResourceT('admins');
  const actor = useDelegator();
  const act = useResourceMutation(adminsApi, (action: string) => adminsApi.action(admin.id, action));
  const name = admin.username;
  const look: Pick<ButtonProps, 'type' | 'size'> = compact ? { type: 'link', size: 'small' } : {};
  if (admin.id === actor.id || adminResource.locked?.(admin, actor)) return null;
  return (
    <>
      {admin.status === 'disabled' ? (
        <ConfirmAction
          {...look}
          permission="enable-admins"
          icon={<CheckCircleOutlined />}
          label={t('actions.enable')}
          confirm={t('actions.confirmEnable', { name })}
          success={t('actions.enabled')}
          run={() => act.mutateAsync('enable')}
        />
      ) : (
        <ConfirmAction
          {...look}
          danger
          permission="disable-admins"
          icon={<StopOutlined />}
          label={t('actions.disable')}
          confirm={t('actions.confirmDisable', { name })}
          success={t('actions.disabled')}
          run={() => act.mutateAsync('disable')}
        />
      )}
      {admin.twoFactorEnabled && (
        <ConfirmAction
          {...look}
          permission="reset-qrcode-admins"
          icon={<QrcodeOutlined />}
          label={t('actions.resetQrCode')}
          confirm={t('actions.confirmResetQrCode', { name })}
          success={t('actions.qrCodeReset')}
          run={() => act.mutateAsync('resetQRCode')}
        />
      )}
    </>
  );
}
