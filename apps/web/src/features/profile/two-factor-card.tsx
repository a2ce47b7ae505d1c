/** Two-factor status, and binding an authenticator voluntarily (bearer token, no challenge). */
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useMessage } from '../../lib/feedback';
import { useTranslation } from 'react-i18next';
import { startBinding, TwoFactorForm, updateAdmin, verifyCode, type SignedInAdmin } from '../../lib/session';

export function TwoFactorCard({ admin }: { admin: SignedInAdmin }) {
  const { t } = useTranslation('profile');
  const message = useMessage();
  const binding = useMutation({
    mutationFn: () => startBinding(),
    onError: (error) => void message.error(error.message),
  });
  const verify = useMutation({
    mutationFn: (code: string) => verifyCode(code),
    onSuccess: () => {
      updateAdmin({ ...admin, twoFactorEnabled: true });
      binding.reset();
      void message.success(t('twoFactor.bound'));
    },
  });

  const status = admin.twoFactorEnabled ? (
    <Tag color="success">{t('twoFactor.enabled')}</Tag>
  ) : (
    <Tag>{t('twoFactor.disabled')}</Tag>
  );

  return (
    <Card title={t('twoFactor.title')} extra={status}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">
          {admin.twoFactorEnabled ? t('twoFactor.enabledText') : t('twoFactor.disabledText')}
        </Typography.Paragraph>
        {!admin.twoFactorEnabled && !binding.data && (
          <Button type="primary" loading={binding.isPending} onClick={() => binding.mutate()}>
            {t('twoFactor.start')}
          </Button>
        )}
        {!admin.twoFactorEnabled && binding.data && (
          <>
            <TwoFactorForm
              binding={binding.data}
              pending={verify.isPending}
              error={verify.error}
              onSubmit={(code) => verify.mutate(code)}
            />
            <Button onClick={() => binding.reset()}>{t('twoFactor.cancel')}</Button>
          </>
        )}
      </Space>
    </Card>
  );
}
