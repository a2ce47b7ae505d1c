/**
 * Crediting coins to a member (`POST /payments/add-credit`): the member picked by name, the coins and the
 * reason (kept in the coin ledger and the audit log). The server's messages show on their fields.
 */
import { useState } from 'react';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { PlusCircleOutlined } from '@ant-design/icons';
import { type Language, MAX_COINS, translate } from '@backlot/contract';
import { ApiError } from '../../../lib/api/client';
import { useMessage } from '../../../lib/feedback';
import { RemoteSelect, useLanguage, useResourceMutation, useResourceT } from '../../../lib/resource';
import { errorText } from '../../../lib/resource/use-save-controller';
import { addCredit, paymentsApi } from '../api';

type Values = { memberId: number; coins: number; reason: string };

export function AddCreditButton() {
  const t = useResourceT('orders');
  const language = useLanguage() as Language;
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const credit = useResourceMutation(paymentsApi, addCredit);
  const submit = async (values: Values) => {
    try {
      await credit.mutateAsync(values);
      message.success(t('payments.added'));
      setOpen(false);
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        const fields = Object.entries(error.fieldErrors).map(([name, errors]) => ({
          name: name as keyof Values,
          errors: errors.slice(0, 1),
        }));
        form.setFields(fields);
      } else message.error(errorText(error, t('resource:failed')));
    }
  };
  const required = [{ required: true, message: translate('msg.required', language) }];
  return (
    <>
      <Button type="primary" icon={<PlusCircleOutlined />} onClick={() => setOpen(true)}>
        {t('payments.addCredit')}
      </Button>
      <Modal
        open={open}
        title={t('payments.addCreditTitle')}
        okText={t('payments.addCredit')}
        confirmLoading={credit.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          name="add-credit"
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ coins: 100 }}
        >
          <Form.Item name="memberId" label={t('payments.memberId')} rules={required}>
            <RemoteSelect<{ id: number; username: string }>
              path="users"
              labelOf={(member) => `${member.username} (#${member.id})`}
              aria-label={t('payments.memberId')}
            />
          </Form.Item>
          <Form.Item name="coins" label={t('payments.coins')} rules={required}>
            <InputNumber min={1} max={MAX_COINS} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="reason" label={t('fields.reason')} rules={required}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
