/** Changing one's own password: the current one, then the new one twice. */
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { tMessage } from '../../lib/i18n';
import { newPasswordRules } from './password-rules';
import { type ProfileVersion, useProfileChange } from './use-profile-change';

type PasswordChange = { currentPassword: string; password: string; confirm: string };

export function PasswordForm({ versionRef }: { versionRef: ProfileVersion }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordChange>();
  const change = useProfileChange(form, t('password.saved'), versionRef, { basedOnVersion: false });

  function submit({ currentPassword, password }: PasswordChange) {
    change.mutate({ currentPassword, password }, { onSuccess: () => form.resetFields() });
  }

  return (
    <Card title={t('password.title')}>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="currentPassword"
          label={t('password.current')}
          rules={[{ required: true, message: tMessage('msg.password.required') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} extra={t('password.newHelp')} rules={newPasswordRules}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: tMessage('msg.password.required') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.save')}
        </Button>
      </Form>
    </Card>
  );
}
