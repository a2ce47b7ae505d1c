/**
 * Two-factor status; binding an authenticator, or replacing the bound one (a new phone). Both start with the
 * current password; a replaced authenticator keeps working until a code from the new one confirms it.
 */
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/feedback';
import { tMessage } from '../../lib/i18n';
import {
  fetchAdmin,
  startBinding,
  TwoFactorForm,
  updateAdmin,
  verifyCode,
  type SignedInAdmin,
} from '../../lib/session';
import { useFormErrors } from './use-form-errors';
import type { ProfileVersion } from './use-profile-change';

type PasswordStep = { currentPassword: string };

export function TwoFactorCard({ admin, versionRef }: { admin: SignedInAdmin; versionRef: ProfileVersion }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const [form] = Form.useForm<PasswordStep>();
  const [askingPassword, setAskingPassword] = useState(false);
  const showErrors = useFormErrors(form);
  const bound = admin.twoFactorEnabled;
  const binding = useMutation({
    mutationFn: (currentPassword: string) => startBinding({ currentPassword }),
    onError: showErrors,
  });
  const verify = useMutation({
    // Binding changes the admin record: the page's other forms go on from the version it left.
    mutationFn: async (code: string) => {
      await verifyCode(code);
      return fetchAdmin();
    },
    onSuccess: (changed) => {
      versionRef.current = changed.updatedAt;
      updateAdmin(changed);
      close();
      void message.success(bound ? t('twoFactor.replaced') : t('twoFactor.bound'));
    },
  });

  function close() {
    setAskingPassword(false);
    binding.reset();
    verify.reset();
    form.resetFields();
  }

  const status = bound ? <Tag color="success">{t('twoFactor.enabled')}</Tag> : <Tag>{t('twoFactor.disabled')}</Tag>;
  const cancel = <Button onClick={close}>{t('twoFactor.cancel')}</Button>;

  return (
    <Card title={t('twoFactor.title')} extra={status}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          {bound ? t('twoFactor.enabledText') : t('twoFactor.disabledText')}
        </Typography.Paragraph>
        {binding.data ? (
          <>
            {bound && <Alert type="info" showIcon title={t('twoFactor.replaceNote')} />}
            <TwoFactorForm
              binding={binding.data}
              pending={verify.isPending}
              error={verify.error}
              onSubmit={(code) => verify.mutate(code)}
            />
            {cancel}
          </>
        ) : askingPassword ? (
          <Form
            form={form}
            name="two-factor"
            layout="vertical"
            requiredMark={false}
            onFinish={({ currentPassword }: PasswordStep) => binding.mutate(currentPassword)}
          >
            <Form.Item
              name="currentPassword"
              label={t('twoFactor.currentPassword')}
              extra={t('twoFactor.currentPasswordHelp')}
              rules={[{ required: true, message: tMessage('msg.password.required') }]}
            >
              <Input.Password autoComplete="current-password" autoFocus />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={binding.isPending}>
                {t('twoFactor.continue')}
              </Button>
              {cancel}
            </Space>
          </Form>
        ) : (
          <Button type={bound ? 'default' : 'primary'} onClick={() => setAskingPassword(true)}>
            {bound ? t('twoFactor.replace') : t('twoFactor.start')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
