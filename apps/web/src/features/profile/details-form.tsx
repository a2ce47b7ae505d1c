/** Name, e-mail, avatar and introduction of the signed-in admin, and whether alerts reach their e-mail. */
import { Button, Card, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { URL_PATTERN } from '@backlot/contract';
import { tMessage } from '../../lib/i18n';
import type { SignedInAdmin } from '../../lib/session';
import { type ProfileVersion, useProfileChange } from './use-profile-change';

type Details = { name: string; email: string; avatar: string; introduction: string; alertEmails: boolean };

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function DetailsForm({ admin, versionRef }: { admin: SignedInAdmin; versionRef: ProfileVersion }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<Details>();
  const change = useProfileChange(form, t('details.saved'), versionRef, { basedOnVersion: true });
  const initial: Details = {
    name: admin.name,
    email: admin.email ?? '',
    avatar: admin.avatar ?? '',
    introduction: admin.introduction ?? '',
    alertEmails: admin.alertEmails,
  };

  function submit(values: Details) {
    change.mutate({
      name: values.name.trim(),
      email: orNull(values.email),
      avatar: orNull(values.avatar),
      introduction: orNull(values.introduction),
      alertEmails: values.alertEmails,
    });
  }

  return (
    <Card title={t('details.title')}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('details.name')}
          rules={[
            { required: true, whitespace: true, message: tMessage('msg.required') },
            { max: 64, message: tMessage('msg.tooLong', { max: 64 }) },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('details.email')}
          rules={[{ type: 'email', message: tMessage('msg.invalidEmail') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="avatar"
          label={t('details.avatar')}
          extra={t('details.avatarHelp')}
          rules={[{ pattern: URL_PATTERN, message: tMessage('msg.invalidUrl') }]}
        >
          <Input type="url" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="introduction"
          label={t('details.introduction')}
          rules={[{ max: 500, message: tMessage('msg.tooLong', { max: 500 }) }]}
        >
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
        <Form.Item
          name="alertEmails"
          label={t('details.alertEmails')}
          extra={t('details.alertEmailsHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('details.save')}
        </Button>
      </Form>
    </Card>
  );
}
