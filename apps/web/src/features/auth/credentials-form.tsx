/** Username and password: the first step of signing in. */
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formFieldErrors } from '../../lib/api/form-errors';
import { tMessage } from '../../lib/i18n';

export type Credentials = { username: string; password: string };

type Props = { pending: boolean; error: unknown; onSubmit: (values: Credentials) => void };

export function CredentialsForm({ pending, error, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Credentials>();

  useEffect(() => {
    form.setFields(formFieldErrors(error));
  }, [form, error]);

  return (
    <Form form={form} layout="vertical" onFinish={onSubmit} requiredMark={false} size="large">
      <Form.Item
        name="username"
        label={t('username')}
        rules={[{ required: true, whitespace: true, message: t('usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password')}
        rules={[{ required: true, message: tMessage('msg.password.required') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} block>
        {t('signIn')}
      </Button>
    </Form>
  );
}
