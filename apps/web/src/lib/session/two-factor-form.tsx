/** The authenticator's QR code and key (when binding) and the 6-digit code form. */
import { Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../api/form-errors';
import { otpauthSecret, TOTP_CODE, type OtpauthAnswer } from './two-factor';

type Props = {
  /** Present while binding: what to scan. */
  binding?: OtpauthAnswer;
  pending: boolean;
  error?: unknown;
  onSubmit: (code: string) => void;
};

export function TwoFactorForm({ binding, pending, error, onSubmit }: Props) {
  const { t } = useTranslation('session');
  const codeErrors = fieldErrorsOf(error).code;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {binding && (
        <>
          <Typography.Paragraph>{t('twoFactor.scan')}</Typography.Paragraph>
          <img src={binding.qrCode} alt={t('twoFactor.qrAlt')} width={180} height={180} />
          <Typography.Text>
            {t('twoFactor.secret')}:{' '}
            <Typography.Text code copyable>
              {otpauthSecret(binding.otpauthUrl)}
            </Typography.Text>
          </Typography.Text>
        </>
      )}
      <Form layout="vertical" onFinish={(values: { code: string }) => onSubmit(values.code)} requiredMark={false}>
        <Form.Item
          name="code"
          label={t('twoFactor.code')}
          rules={[{ required: true, pattern: TOTP_CODE, message: t('twoFactor.codeRule') }]}
          validateStatus={codeErrors ? 'error' : undefined}
          help={codeErrors?.[0]}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('twoFactor.codePlaceholder')}
            autoFocus
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} block>
          {t('twoFactor.verify')}
        </Button>
      </Form>
    </Space>
  );
}
