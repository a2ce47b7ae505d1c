/**
 * A button for an action that changes things: asks first when given a question (destructive or not), runs
 * the call, and tells the outcome — the server's message when it refuses (a 409 or 422 such as "cannot
 * disable yourself"). Hidden without its permission.
 */
import { useState, type ReactNode } from 'react';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { labelled } from './button-label';
import { useMessage } from '../feedback';
import type { PermissionName } from '@backlot/contract';
import { useTranslation } from 'react-i18next';
import { useAllowed } from './use-allowed';
import { errorText } from './use-save-controller';

export type ConfirmActionProps = {
  label: ReactNode;
  /** The question asked before acting; without one, a click acts. */
  confirm?: ReactNode;
  run: () => Promise<unknown>;
  permission?: PermissionName;
  /** Said when it worked; the kit's "Done." by default. */
  success?: string;
  onDone?: () => void;
  icon?: ReactNode;
  danger?: boolean;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  /** Only the icon, the label its tooltip and name (a list row's inline actions). */
  iconOnly?: boolean;
  disabled?: boolean;
  /** The button's name when its label alone does not say what it acts on (a row's "Delete"). */
  'aria-label'?: string;
};

export function ConfirmAction({
  label,
  confirm,
  run,
  permission,
  success,
  onDone,
  iconOnly,
  ...button
}: ConfirmActionProps) {
  const message = useMessage();
  const { t } = useTranslation('resource');
  const allowed = useAllowed();
  const [confirming, setConfirming] = useState(false);
  if (!allowed(permission)) return null;

  const act = async () => {
    try {
      await run();
      message.success(success ?? t('done'));
      onDone?.();
    } catch (error) {
      message.error(errorText(error, t('failed')));
    }
  };

  if (!confirm) return labelled(<Button {...button} onClick={() => void act()} />, label, iconOnly);
  return (
    <Popconfirm
      title={confirm}
      onConfirm={act}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      okButtonProps={{ danger: button.danger }}
      onOpenChange={setConfirming}
    >
      {labelled(<Button {...button} />, label, iconOnly, confirming)}
    </Popconfirm>
  );
}
